import { Alert, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProjectSchemeLinkCard } from '@/client/features/schemes';
import { SubjectMattersSection } from '@/client/features/subject-matters';
import { useBusinessZone } from '@/client/data/business-zone';
import { useServerNow } from '@/client/data/use-server-now';
import { showServerError } from '@/client/lib/form-server-error';
import { BusinessZoneHint } from '@/client/ui/business-time';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { type TenderProjectSave, tenderProjectSaveSchema } from '@/shared/contracts/tenders';
import { projectQueryOptions } from '../api/get-project';
import { saveProject } from '../api/save-project';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { useProjectDraft } from '../hooks/use-project-draft';
import { emptyProjectValues, type ProjectFormValues, projectToValues } from '../lib/project-form-values';
import { ProjectFormFields } from './project-form-fields';

interface ProjectFormPageProps {
  /** Absent: a new project. */
  id?: string | undefined;
  /** After a save, or to leave without one. */
  onDone(): void;
}

/** /procurement/procProjectBase-add: create or change a draft project, autosaved on the device. */
export function ProjectFormPage({ id, onDone }: ProjectFormPageProps) {
  const { t } = useTranslation('tender-buyer');
  const project = useQuery({ ...projectQueryOptions(id ?? ''), enabled: !!id });
  const title = t(id ? 'titles.projectEdit' : 'titles.projectNew');
  const zone = useBusinessZone();
  const base = useMemo(
    () => (project.data ? projectToValues(project.data, zone) : emptyProjectValues()),
    [project.data, zone],
  );
  let body: ReactNode;
  if (id && project.isPending) {
    body = (
      <Center py="10">
        <Spinner />
      </Center>
    );
  } else if (id && project.data && project.data.status !== PURCHASE_STATUS.DRAFT) {
    body = (
      <Alert.Root status="warning" data-testid="project-not-editable">
        <Alert.Indicator />
        <Alert.Description>{t('form.notEditable')}</Alert.Description>
      </Alert.Root>
    );
  } else if (id && !project.data) {
    body = null;
  } else {
    body = <ProjectForm id={id} base={base} zone={zone} onDone={onDone} />;
  }
  return (
    <Stack gap="4" maxW="4xl" data-testid="project-form-page">
      <HStack justify="space-between">
        <Heading size="lg">{title}</Heading>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('actions.back')}
        </Button>
      </HStack>
      {project.data?.scheme ? <ProjectSchemeLinkCard link={project.data.scheme} /> : null}
      {body}
      {id && project.data ? <SubjectMattersSection projectId={id} /> : null}
    </Stack>
  );
}

const FIELDS = [
  'name',
  'tenderMethod',
  'budget',
  'description',
  'signupEndTime',
  'quoteEndTime',
  'agencyOrgId',
] as const;
type Field = (typeof FIELDS)[number];

function ProjectForm({
  id,
  base,
  zone,
  onDone,
}: {
  id: string | undefined;
  base: ProjectFormValues;
  /** The business zone: the typed times are its wall times. */
  zone: string;
  onDone(): void;
}) {
  const { t } = useTranslation('tender-buyer');
  const invalidate = useInvalidateTenders();
  const schema = useMemo(() => tenderProjectSaveSchema(zone), [zone]);
  const now = useServerNow(60_000);
  const form = useForm<ProjectFormValues, unknown, TenderProjectSave>({
    resolver: zodResolver(schema) as unknown as Resolver<ProjectFormValues, unknown, TenderProjectSave>,
    defaultValues: base,
  });
  const draft = useProjectDraft(form, base, id);
  const mutation = useMutation({
    mutationFn: saveProject,
    onSuccess: async () => {
      await draft.discard();
      notifySuccess(t('done.saved'));
      await invalidate();
      onDone();
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        form.setError(field as Field, {
          type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE,
          message,
        }),
      ),
  });
  const submit = form.handleSubmit((values) => mutation.mutate({ ...values, ...(id ? { id } : {}) }));
  return (
    <form onSubmit={submit} noValidate data-testid="project-form" data-draft-status={draft.status}>
      <Stack gap="4">
        {draft.restoredFrom !== null ? (
          <DraftNotice
            savedAt={draft.restoredFrom}
            onDiscard={() => {
              void draft.discard();
              form.reset(base);
            }}
          />
        ) : null}
        <DraftTabsNotice draft={draft} />
        <Text fontSize="sm" color="fg.muted">
          {t('form.serverTimeHint')}
        </Text>
        <BusinessZoneHint now={now} />
        <ProjectFormFields form={form} />
        <FormActionBar justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            loading={mutation.isPending}
            data-testid="project-save"
          >
            {t('actions.save')}
          </Button>
        </FormActionBar>
      </Stack>
    </form>
  );
}
