import { Alert, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { useOnline } from '@/client/lib/use-online';
import { DraftNotice, DraftTabsNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { Notice } from '@/client/ui/notice';
import { notifyError, notifySuccess } from '@/client/ui/toaster';
import type { ObjectionKind } from '@/shared/contracts/objections';
import { fileableQueryOptions } from '../api/objections';
import { queueObjection } from '../api/queue-objection';
import { EMPTY_LETTER, useObjectionForm } from '../hooks/use-objection-form';
import { useObjectionSend } from '../hooks/use-objection-send';
import { AttachmentPicker } from './attachment-picker';
import { LetterEditor } from './letter-editor';
import { MyObjectionsSection } from './my-objections-section';

export interface ObjectionAddPageProps {
  userId: string;
  projectId?: string | undefined;
  onFullEditor(): void;
  onOpenSyncCentre(): void;
}

/**
 * /clarification/objection-add: the supplier's objection letter (objection supplement application
 * letter) on a project of an approved signup, for a kind open on it; rich text and attachments, kept as
 * a draft on the device while typed and sent through the outbox (works offline). The platform judges
 * the window on arrival; a refusal stays in the sync centre with the draft. Its objections follow.
 */
export function ObjectionAddPage({
  userId,
  projectId = '',
  onFullEditor,
  onOpenSyncCentre,
}: ObjectionAddPageProps) {
  const { t } = useTranslation('objections');
  const online = useOnline();
  const fileable = useQuery(fileableQueryOptions(userId));
  const projects = fileable.data?.data ?? [];
  const defaults = { ...EMPTY_LETTER, projectId };
  const { form, draft, editorKey, reset, files, setFiles } = useObjectionForm(userId, defaults);
  const { register, handleSubmit, formState, setValue, watch, setError } = form;
  const [note, setNote] = useState<string | null>(null);
  const send = useObjectionSend(userId, () => {
    setNote(null);
    reset(EMPTY_LETTER);
    notifySuccess(t('add.sent'));
  });
  const chosen = projects.find((p) => p.projectId === watch('projectId'));
  const errors = formState.errors;
  const { queue } = send;

  const submit = handleSubmit(async (values) => {
    if (!chosen) {
      setError('projectId', { type: 'validate', message: t('add.pickProject') });
      return;
    }
    if (!chosen.kinds.includes(values.kind as ObjectionKind)) {
      setError('kind', { type: 'validate', message: t('add.pickKind') });
      return;
    }
    const seq = await queueObjection({
      userId,
      values: { ...values, kind: values.kind as ObjectionKind },
      attachments: files,
    });
    send.follow(seq, draft.discard);
    const text = online ? t('add.sending') : t('add.savedOffline');
    setNote(text);
    notifySuccess(text);
  });

  return (
    <PageFrame
      title={t('titles.add')}
      intro={t('add.intro')}
      offline={fileable.data?.offline}
      testId="objection-add-page"
    >
      {queue.pending > 0 && note ? (
        <Notice status="info" testId="objection-queued">
          {note}
        </Notice>
      ) : null}
      {queue.rejected > 0 ? (
        <Alert.Root status="error" alignItems="center" data-testid="objection-refused">
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Description data-testid="objection-refused-reason">
              {t('add.refused', { message: queue.reason?.message ?? '' })}
            </Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
            {t('actions.openSyncCentre')}
          </Button>
        </Alert.Root>
      ) : null}
      {fileable.isSuccess && projects.length === 0 ? (
        <Notice status="info" testId="objection-no-project">
          {t('add.noProject')}
        </Notice>
      ) : null}
      <chakra.form
        onSubmit={submit}
        noValidate
        data-testid="objection-form"
        data-draft-status={draft.status}
        minW="0"
      >
        <Stack gap="4" maxW="3xl">
          {draft.restoredFrom !== null ? (
            <DraftNotice
              savedAt={draft.restoredFrom}
              onDiscard={() => void draft.discard().then(() => reset(EMPTY_LETTER))}
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
              placeholder={t('add.pickProject')}
              data-testid="objection-project"
            />
          </FormField>
          <FormField label={t('fields.kind')} error={errors.kind} required>
            <FormSelect
              {...register('kind')}
              options={(chosen?.kinds ?? []).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              placeholder={t('add.pickKind')}
              data-testid="objection-kind"
            />
          </FormField>
          <FormField label={t('fields.title')} error={errors.title} required>
            <Input {...register('title')} maxLength={200} data-testid="objection-title-input" />
          </FormField>
          <FormField label={t('fields.content')} error={errors.contentHtml} required>
            <LetterEditor
              key={editorKey}
              initialHtml={form.getValues('contentHtml')}
              label={t('fields.content')}
              onChange={(html) =>
                setValue('contentHtml', html, { shouldDirty: true, shouldValidate: formState.isSubmitted })
              }
              testId="objection-editor"
            />
          </FormField>
          <Text fontSize="sm">
            <Button
              size="xs"
              variant="outline"
              onClick={() => void draft.flush().then(onFullEditor)}
              data-testid="objection-full-editor"
            >
              {t('actions.fullEditor')}
            </Button>
          </Text>
          <FormField label={t('fields.files')}>
            <AttachmentPicker
              files={files}
              onChange={setFiles}
              onRefused={(m) => notifyError(m, { closable: true })}
            />
          </FormField>
          <FormActionBar>
            <Button
              type="submit"
              colorPalette="brand"
              size={FORM_ACTION_SIZE}
              loading={formState.isSubmitting}
              data-testid="objection-send"
            >
              {t('actions.send')}
            </Button>
          </FormActionBar>
        </Stack>
      </chakra.form>
      <MyObjectionsSection userId={userId} />
    </PageFrame>
  );
}
