import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, ReasonDialog } from '@/client/features/tender-common';
import { DraftNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { objectionRejectSchema } from '@/shared/contracts/objections';
import { isObjectionWaiting } from '@/shared/rules/objection-rules';
import {
  acceptObjection,
  answerObjection,
  objectionDetailQueryOptions,
  rejectObjection,
} from '../api/objections';
import { useAnswerDraft } from '../hooks/use-answer-draft';
import { LetterEditor } from './letter-editor';
import { ObjectionFacts } from './objection-facts';

export interface ObjectionEditPageProps {
  userId: string;
  id: string;
  onFullEditor(id: string): void;
}

/**
 * /clarification/objection-edit: the buyer side handles an objection: accept it for handling, answer
 * it (rich text, kept as a draft; an answer after the due time still lands, marked overdue) or reject
 * it as inadmissible with a reason. Every move is judged again by the server.
 */
export function ObjectionEditPage({ userId, id, onFullEditor }: ObjectionEditPageProps) {
  const { t } = useTranslation('objections');
  const queryClient = useQueryClient();
  const detail = useQuery(objectionDetailQueryOptions(userId, id));
  const { answerHtml, setAnswerHtml, editorKey, draft } = useAnswerDraft(userId, id);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState<'accept' | 'answer' | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const o = detail.data?.data;
  const refresh = async (message: string) => {
    notifySuccess(message);
    await queryClient.invalidateQueries();
  };
  if (!id)
    return (
      <PageFrame title={t('titles.edit')} testId="objection-edit-page">
        <Notice status="info" testId="objection-pick">
          {t('detail.pick')}
        </Notice>
      </PageFrame>
    );
  const run = async (what: 'accept' | 'answer', work: () => Promise<unknown>, message: string) => {
    setBusy(what);
    try {
      await work();
      await refresh(message);
    } finally {
      setBusy(null);
    }
  };
  const sendAnswer = () => {
    if (answerHtml.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') {
      setAnswerError(t('errors.answerBlank'));
      return;
    }
    setAnswerError(null);
    void run(
      'answer',
      async () => {
        await answerObjection(id, answerHtml);
        await draft.discard();
        setAnswerHtml('');
      },
      t('done.answered'),
    );
  };
  return (
    <PageFrame title={t('titles.edit')} offline={detail.data?.offline} testId="objection-edit-page">
      {detail.isPending ? <Spinner aria-label={t('detail.loading')} /> : null}
      {detail.isError ? (
        <Notice status="warning" testId="objection-not-found">
          {t('detail.notFound')}
        </Notice>
      ) : null}
      {o ? (
        <Stack gap="6" minW="0">
          <ObjectionFacts objection={o} />
          {isObjectionWaiting(o.status) ? (
            <Stack gap="3" maxW="3xl" data-testid="objection-handling">
              <HStack gap="2" flexWrap="wrap">
                {o.status === '00' ? (
                  <Button
                    variant="outline"
                    loading={busy === 'accept'}
                    onClick={() => void run('accept', () => acceptObjection(id), t('done.accepted'))}
                    data-testid="objection-accept"
                  >
                    {t('actions.accept')}
                  </Button>
                ) : null}
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setRejecting(true)}
                  data-testid="objection-reject"
                >
                  {t('actions.reject')}
                </Button>
              </HStack>
              {draft.restoredFrom !== null ? (
                <DraftNotice
                  savedAt={draft.restoredFrom}
                  onDiscard={() => void draft.discard().then(() => setAnswerHtml(''))}
                />
              ) : null}
              <Text fontWeight="semibold">{t('fields.answer')}</Text>
              <LetterEditor
                key={editorKey}
                initialHtml={answerHtml}
                label={t('fields.answer')}
                onChange={setAnswerHtml}
                testId="answer-editor"
              />
              {answerError ? (
                <Text color="fg.error" data-testid="answer-error">
                  {answerError}
                </Text>
              ) : null}
              <FormActionBar>
                <Button
                  variant="outline"
                  size={FORM_ACTION_SIZE}
                  onClick={() => void draft.flush().then(() => onFullEditor(id))}
                  data-testid="answer-full-editor"
                >
                  {t('actions.fullEditor')}
                </Button>
                <Button
                  colorPalette="brand"
                  size={FORM_ACTION_SIZE}
                  loading={busy === 'answer'}
                  onClick={sendAnswer}
                  data-testid="objection-answer-send"
                >
                  {t('actions.answer')}
                </Button>
              </FormActionBar>
            </Stack>
          ) : (
            <Notice status="info" testId="objection-handled">
              {t('edit.handled')}
            </Notice>
          )}
        </Stack>
      ) : null}
      <ReasonDialog
        open={rejecting}
        title={t('actions.reject')}
        label={t('fields.rejectReason')}
        confirmLabel={t('actions.reject')}
        schema={objectionRejectSchema as never}
        base={{ id }}
        send={rejectObjection}
        onClose={() => setRejecting(false)}
        onDone={() => void refresh(t('done.rejected'))}
        data-testid="reject-dialog"
      />
    </PageFrame>
  );
}
