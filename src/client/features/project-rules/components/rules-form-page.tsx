import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBusinessZone } from '@/client/data/business-zone';
import { useServerNow } from '@/client/data/use-server-now';
import { projectQueryOptions } from '@/client/features/projects/queries';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { showServerError } from '@/client/lib/form-server-error';
import { BusinessZoneHint, useBusinessTimeText } from '@/client/ui/business-time';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { type ProjectRulesSave, projectRulesSaveSchema } from '@/shared/contracts/project-rules';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { rulesQueryOptions, saveRules } from '../api/rules';
import { useRulesDraft } from '../hooks/use-rules-draft';
import { emptyRulesValues, type RulesFormValues, rulesToValues } from '../lib/rules-form-values';
import { ProjectHeader } from './project-header';
import { RulesFields } from './rules-fields';

/** /procurement/procProjectRule-add?projectId=…: the project's rules, autosaved on the device. */
export function RulesFormPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('project-rules');
  const project = useQuery(projectQueryOptions(projectId));
  const rules = useQuery(rulesQueryOptions(projectId));
  const zone = useBusinessZone();
  const base = useMemo(
    () => (rules.data?.rules ? rulesToValues(rules.data.rules, zone) : emptyRulesValues(projectId)),
    [rules.data, zone, projectId],
  );
  const editable = project.data?.status === P.DRAFT || project.data?.status === P.PUBLISHED;
  return (
    <Stack gap="4" maxW="5xl" data-testid="rules-page">
      <ProjectHeader title={t('titles.rules')} project={project.data} here="rules" />
      {project.isPending || rules.isPending ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : !project.data || !rules.data ? (
        <Notice status="warning" testId="rules-unavailable">
          {t('page.unavailable')}
        </Notice>
      ) : !editable ? (
        <Notice status="info" testId="rules-not-editable">
          {t('page.notEditable')}
        </Notice>
      ) : (
        <RulesForm key={projectId} project={project.data} base={base} zone={zone} />
      )}
    </Stack>
  );
}

const FIELDS = [
  'evaluationMethod',
  'priceMethod',
  'criteria',
  'qualification',
  'bailAmount',
  'documentFee',
  'minValidOffers',
  'signupStartTime',
  'questionEndTime',
] as const;
type Field = (typeof FIELDS)[number];

function RulesForm({
  project,
  base,
  zone,
}: {
  project: TenderProjectView;
  base: RulesFormValues;
  zone: string;
}) {
  const { t } = useTranslation('project-rules');
  const invalidate = useInvalidateTenders();
  const time = useBusinessTimeText();
  const now = useServerNow(60_000);
  const schema = useMemo(() => projectRulesSaveSchema(zone), [zone]);
  const form = useForm<RulesFormValues, unknown, ProjectRulesSave>({
    resolver: zodResolver(schema) as unknown as Resolver<RulesFormValues, unknown, ProjectRulesSave>,
    defaultValues: base,
  });
  const draft = useRulesDraft(form, base);
  const mutation = useMutation({
    mutationFn: saveRules,
    onSuccess: async (result) => {
      await draft.discard();
      notifySuccess(
        result.amendment
          ? t('done.amended', {
              version: result.amendment.version,
              quoteEnd: time(result.amendment.newQuoteEndTime),
            })
          : t('done.rulesSaved'),
      );
      await invalidate();
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        form.setError(field as Field, { type: SERVER_ERROR_TYPE, message }),
      ),
  });
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  const published = project.status === P.PUBLISHED;
  return (
    <form onSubmit={submit} noValidate data-testid="rules-form" data-draft-status={draft.status}>
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
        {published ? (
          <Notice status="warning" testId="rules-amendment-notice">
            {t('page.amendmentHint')}
          </Notice>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {t('page.serverTimeHint')}
        </Text>
        <BusinessZoneHint now={now} />
        <RulesFields
          form={form}
          signupEnd={time(project.signupEndTime)}
          quoteEnd={time(project.quoteEndTime)}
        />
        <FormActionBar justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            loading={mutation.isPending}
            data-testid="rules-save"
          >
            {published ? t('actions.saveAmendment') : t('actions.save')}
          </Button>
        </FormActionBar>
      </Stack>
    </form>
  );
}
