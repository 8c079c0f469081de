import { Alert, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { epochOf, PageFrame } from '@/client/features/tender-common';
import { useOnline } from '@/client/lib/use-online';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { formatDateTime } from '@/shared/format/time';
import { queueQuestion } from '../api/queue-question';
import { askableProjectsQueryOptions } from '../api/supplier-questions';
import { useQuestionForm } from '../hooks/use-question-form';
import { useQuestionSend } from '../hooks/use-question-send';
import { QuestionEditor } from './question-editor';

export interface AskQuestionPageProps {
  userId: string;
  projectId?: string | undefined;
  onDone(): void;
  onOpenSyncCentre(): void;
}

/**
 * procObjectionAdd / procClarificationAdd: the supplier asks about a project of an approved signup.
 * Kept as a draft while typed and sent through the outbox (works offline); the platform judges the
 * question end on arrival, and a refusal (1005 after the close) stays in the sync centre with the draft.
 */
export function AskQuestionPage({ userId, projectId = '', onDone, onOpenSyncCentre }: AskQuestionPageProps) {
  const { t } = useTranslation('questions');
  const online = useOnline();
  const askable = useQuery(askableProjectsQueryOptions(userId));
  const projects = askable.data?.data ?? [];
  const { form, draft, editorKey, reset } = useQuestionForm(userId, {
    projectId,
    title: '',
    contentHtml: '',
  });
  const { register, handleSubmit, formState, setValue, watch, setError } = form;
  const [note, setNote] = useState<string | null>(null);
  const send = useQuestionSend(userId, () => {
    setNote(null);
    reset({ projectId: '', title: '', contentHtml: '' });
    notifySuccess(t('ask.sent'));
    onDone();
  });
  // The select gets its options after the form's value (the device's copy or the platform answers
  // later): put the value (from ?projectId or a restored draft) back once they are there.
  const loadedProjects = askable.data?.data;
  useEffect(() => {
    if (loadedProjects) setValue('projectId', form.getValues('projectId'));
  }, [loadedProjects, setValue, form]);
  const chosen = projects.find((p) => p.projectId === watch('projectId'));
  const errors = formState.errors;
  const { queue } = send;

  const submit = handleSubmit(async (values) => {
    if (!chosen) {
      setError('projectId', { type: 'validate', message: t('actions.pickProject') });
      return;
    }
    const entry = await queueQuestion({ userId, values, deadline: epochOf(chosen.questionEndTime) });
    send.follow(entry.seq, draft.discard);
    const text = online ? t('ask.sending') : t('ask.savedOffline');
    setNote(text);
    notifySuccess(text);
  });

  return (
    <PageFrame
      title={t('titles.ask')}
      intro={t('ask.intro')}
      offline={askable.data?.offline}
      testId="question-ask-page"
    >
      {queue.pending > 0 && note ? (
        <Notice status="info" testId="question-queued">
          {note}
        </Notice>
      ) : null}
      {queue.rejected > 0 ? (
        <Alert.Root status="error" alignItems="center" data-testid="question-refused">
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Description data-testid="question-refused-reason">
              {t('ask.refused', { message: queue.reason?.message ?? '' })}
            </Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
            {t('actions.openSyncCentre')}
          </Button>
        </Alert.Root>
      ) : null}
      {askable.isSuccess && projects.length === 0 ? (
        <Notice status="info" testId="question-no-project">
          {t('ask.noProject')}
        </Notice>
      ) : null}
      <chakra.form onSubmit={submit} noValidate data-testid="question-form" minW="0">
        <Stack gap="4" maxW="3xl">
          {draft.restoredFrom !== null ? (
            <DraftNotice
              savedAt={draft.restoredFrom}
              onDiscard={() =>
                void draft.discard().then(() => reset({ projectId, title: '', contentHtml: '' }))
              }
            />
          ) : null}
          <DraftTabsNotice draft={draft} />
          <FormField label={t('fields.project')} error={errors.projectId} required>
            <FormSelect
              {...register('projectId')}
              options={projects.map((p) => ({
                value: p.projectId,
                label: `${p.projectName} (${p.projectCode})`,
              }))}
              placeholder={t('actions.pickProject')}
              data-testid="question-project"
            />
          </FormField>
          {chosen ? (
            <Text fontSize="sm" color="fg.muted" data-testid="question-closes">
              {t('ask.closesAt', { time: formatDateTime(chosen.questionEndTime) })}
            </Text>
          ) : null}
          <FormField label={t('fields.title')} error={errors.title} required>
            <Input {...register('title')} maxLength={200} data-testid="question-title" />
          </FormField>
          <FormField label={t('fields.content')} error={errors.contentHtml} required>
            <QuestionEditor
              key={editorKey}
              initialHtml={form.getValues('contentHtml')}
              label={t('fields.content')}
              onChange={(html) =>
                setValue('contentHtml', html, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              testId="question-editor"
            />
          </FormField>
          <FormActionBar>
            <Button
              type="submit"
              colorPalette="brand"
              size={FORM_ACTION_SIZE}
              loading={formState.isSubmitting}
              data-testid="question-send"
            >
              {t('actions.send')}
            </Button>
          </FormActionBar>
        </Stack>
      </chakra.form>
    </PageFrame>
  );
}
