import { Alert, Button, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { useProjectOptions } from '@/client/features/projects';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import type { ClarificationQuestionPrefill } from '@/shared/contracts/clarifications';
import { releaseClarification } from '../api/release-clarification';
import { useQuestionPrefill } from '../hooks/use-clarification-reads';
import { useReleaseForm } from '../hooks/use-release-form';

const RichTextEditor = lazy(() => import('@/client/ui/rich-text/rich-text-editor'));

const FIELDS = ['projectId', 'title', 'content', 'questionId'] as const;
const PUBLISHED: readonly string[] = [PURCHASE_STATUS.PUBLISHED];

interface ClarificationReleasePageProps {
  projectId?: string | undefined;
  /** A publicly answered question to release (the questions area's link): prefills the form. */
  questionId?: string | undefined;
  /** After the release (with its project) or to leave without one. */
  onDone(projectId?: string): void;
}

/**
 * /procurement/procClarificationReleaseAdd: release a clarification (rich text) to a published project,
 * from scratch or from a publicly answered question (?questionId).
 */
export function ClarificationReleasePage({
  projectId = '',
  questionId = '',
  onDone,
}: ClarificationReleasePageProps) {
  const { t } = useTranslation('tender-buyer');
  const { t: tc } = useTranslation('clarifications');
  const { options, loading } = useProjectOptions(PUBLISHED, true);
  const question = useQuestionPrefill(questionId);
  const waiting = loading || (!!questionId && question.isPending);
  return (
    <Stack gap="4" maxW="3xl" data-testid="clarification-release-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="lg">{t('titles.clarificationRelease')}</Heading>
        <Button size="sm" variant="outline" onClick={() => onDone(projectId || undefined)}>
          {t('actions.back')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('clarifications.releaseHint')} {tc('release.amendHint')}
      </Text>
      {questionId && question.isError ? (
        <Alert.Root status="warning" data-testid="question-missing">
          <Alert.Indicator />
          <Alert.Description>{tc('release.questionMissing')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {question.data ? (
        <Text fontSize="sm" data-testid="from-question">
          {tc('release.fromQuestion', { title: question.data.title })}
        </Text>
      ) : null}
      {/* The select keeps the chosen project only if its option exists when the form mounts. */}
      {waiting ? (
        <Spinner size="sm" />
      ) : (
        <ReleaseForm projectId={projectId} question={question.data} options={options} onDone={onDone} />
      )}
    </Stack>
  );
}

function ReleaseForm({
  projectId,
  question,
  options,
  onDone,
}: {
  projectId: string;
  question: ClarificationQuestionPrefill | undefined;
  options: { value: string; label: string }[];
  onDone(projectId?: string): void;
}) {
  const { t } = useTranslation('tender-buyer');
  const invalidate = useInvalidateTenders();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const { form, draft, editorKey } = useReleaseForm(userId, {
    projectId: question?.projectId ?? projectId,
    title: question?.title ?? '',
    content: question?.answerHtml ?? '',
    ...(question ? { questionId: question.id } : {}),
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: releaseClarification,
    onSuccess: async (_saved, input) => {
      await draft.discard();
      notifySuccess(t('done.released'));
      await invalidate();
      onDone(input.projectId);
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        form.setError(field as (typeof FIELDS)[number], {
          type: message.startsWith('validation:') ? 'validate' : SERVER_ERROR_TYPE,
          message,
        }),
      ),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="4">
        {draft.restoredFrom ? (
          <DraftNotice savedAt={draft.restoredFrom} onDiscard={() => void draft.discard()} />
        ) : null}
        <DraftTabsNotice draft={draft} />
        <FormField label={t('fields.project')} required error={errors.projectId}>
          <FormSelect
            options={options}
            placeholder={t('clarifications.chooseProject')}
            {...form.register('projectId')}
          />
        </FormField>
        <FormField label={t('fields.title')} required error={errors.title}>
          <Input size="sm" {...form.register('title')} />
        </FormField>
        <FormField label={t('fields.content')} required error={errors.content}>
          <Suspense fallback={<Spinner size="sm" />}>
            <RichTextEditor
              key={editorKey}
              initialHtml={form.getValues('content')}
              label={t('fields.content')}
              testId="clarification-editor"
              onChange={(html) =>
                form.setValue('content', html, { shouldValidate: form.formState.isSubmitted })
              }
            />
          </Suspense>
        </FormField>
        <FormActionBar justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            size={FORM_ACTION_SIZE}
            loading={mutation.isPending}
            data-testid="clarification-release"
          >
            {t('actions.release')}
          </Button>
        </FormActionBar>
      </Stack>
    </form>
  );
}
