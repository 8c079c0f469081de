import { Alert, Button, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { showServerError } from '@/client/lib/form-server-error';
import { SERVER_ERROR_TYPE } from '@/client/ui/field-error';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import {
  type ClarificationQuestionPrefill,
  clarificationReleaseSchema,
} from '@/shared/contracts/clarifications';
import { type ClarificationRelease, releaseClarification } from '../api/release-clarification';
import { useQuestionPrefill } from '../hooks/use-clarification-reads';

const RichTextEditor = lazy(() => import('@/client/ui/rich-text/rich-text-editor'));

interface Values {
  projectId: string;
  title: string;
  content: string;
  questionId?: string;
}
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
  const initialHtml = question?.answerHtml ?? '';
  const form = useForm<Values, unknown, ClarificationRelease>({
    resolver: zodResolver(clarificationReleaseSchema) as unknown as Resolver<
      Values,
      unknown,
      ClarificationRelease
    >,
    defaultValues: {
      projectId: question?.projectId ?? projectId,
      title: question?.title ?? '',
      content: initialHtml,
      ...(question ? { questionId: question.id } : {}),
    },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: releaseClarification,
    onSuccess: async (_saved, input) => {
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
              initialHtml={initialHtml}
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
