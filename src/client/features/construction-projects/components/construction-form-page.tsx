import { Alert, Button, Center, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { notifySuccess } from '@/client/ui/toaster';
import type {
  ConstructionProjectSave,
  ConstructionProjectView,
} from '@/shared/contracts/construction-projects';
import { constructionKeys } from '../api/keys';
import { constructionQueryOptions } from '../api/reads';
import { saveConstruction } from '../api/writes';
import {
  CONSTRUCTION_FORM_FIELDS,
  type ConstructionFormValues,
  constructionFormSchema,
  constructionToValues,
  emptyConstructionValues,
} from '../lib/form-values';
import { isChangeable } from '../lib/status-moves';
import { useConstructionDraft } from '../hooks/use-construction-draft';
import { ConstructionFormFields } from './construction-form-fields';

interface ConstructionFormPageProps {
  /** Absent: a new project (buildingProjectAdd); present: buildingProjectChange. */
  id?: string | undefined;
  onBack(): void;
  onSaved(project: ConstructionProjectView): void;
}

/** buildingProjectAdd and buildingProjectChange: one form. */
export function ConstructionFormPage({ id, onBack, onSaved }: ConstructionFormPageProps) {
  const { t } = useTranslation('construction');
  const project = useQuery({ ...constructionQueryOptions(id ?? ''), enabled: !!id });
  let body = null;
  if (id && project.isPending)
    body = (
      <Center py="10">
        <Spinner />
      </Center>
    );
  else if (id && project.data && !isChangeable(project.data.status))
    body = (
      <Alert.Root status="warning" data-testid="construction-not-editable">
        <Alert.Indicator />
        <Alert.Description>{t('form.completedNotEditable')}</Alert.Description>
      </Alert.Root>
    );
  else if (!id || project.data) body = <ConstructionForm id={id} project={project.data} onSaved={onSaved} />;
  return (
    <Stack gap="4" maxW="4xl" data-testid="construction-form-page">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading size="lg">{t(id ? 'titles.change' : 'titles.add')}</Heading>
        <Button size="sm" minH="8" variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </HStack>
      {body}
    </Stack>
  );
}

type Field = (typeof CONSTRUCTION_FORM_FIELDS)[number];

function ConstructionForm({
  id,
  project,
  onSaved,
}: {
  id: string | undefined;
  project: ConstructionProjectView | undefined;
  onSaved(project: ConstructionProjectView): void;
}) {
  const { t } = useTranslation('construction');
  const queryClient = useQueryClient();
  const base = useMemo(
    () => (project ? constructionToValues(project) : emptyConstructionValues()),
    [project],
  );
  const form = useForm<ConstructionFormValues, unknown, ConstructionProjectSave>({
    resolver: zodResolver(constructionFormSchema) as unknown as Resolver<
      ConstructionFormValues,
      unknown,
      ConstructionProjectSave
    >,
    defaultValues: base,
  });
  const draft = useConstructionDraft(form, base, id);
  const mutation = useMutation({
    mutationFn: saveConstruction,
    onSuccess: async (saved) => {
      await draft.discard();
      notifySuccess(t('done.saved'));
      await queryClient.invalidateQueries({ queryKey: constructionKeys.all });
      onSaved(saved);
    },
    onError: (error) =>
      showServerError(error, CONSTRUCTION_FORM_FIELDS, (field, message) =>
        form.setError(field as Field, {
          type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE,
          message,
        }),
      ),
  });
  const submit = form.handleSubmit((values) => mutation.mutate({ ...values, ...(id ? { id } : {}) }));
  return (
    <form onSubmit={submit} noValidate data-testid="construction-form" data-draft-status={draft.status}>
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
        <ConstructionFormFields form={form} />
        <FormActionBar justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            loading={mutation.isPending}
            data-testid="construction-save"
          >
            {t('actions.save')}
          </Button>
        </FormActionBar>
      </Stack>
    </form>
  );
}
