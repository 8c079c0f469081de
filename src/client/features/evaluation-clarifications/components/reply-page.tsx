import { Button, Center, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/client/data/use-draft';
import { useServerNow } from '@/client/data/use-server-now';
import { useOnline } from '@/client/lib/use-online';
import { DraftNotice } from '@/client/ui/draft-notice';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';
import { Notice } from '@/client/ui/notice';
import { epochOf, PageFrame } from '@/client/features/tender-common';
import { EVALUATION_CLARIFICATION_STATUS as S } from '@/shared/contracts/evaluation-clarifications';
import { REPLY_FORM_ID, replyDraftKey } from '../api/keys';
import { clarificationDetailQueryOptions } from '../api/reads';
import { sendReply } from '../api/writes';
import { useReplySend } from '../hooks/use-reply-send';
import { replyFailureText } from '../lib/reply-failure';
import { DetailFacts } from './detail-facts';
import { PickOne } from './pick-one';
import { RichTextHtml } from '@/client/ui/rich-text/rich-text-html';

const ReplyEditor = lazy(() => import('@/client/ui/rich-text/rich-text-editor'));

interface ReplyPageProps {
  userId: string;
  id: string;
  onBack(): void;
  onOpenSyncCentre(): void;
}

/**
 * procEvaluateClarifySupAdd: the supplier's reply, with the time left by server time. Typed text is a
 * draft on the device; the reply goes through the outbox (offline too: it leaves once back online) and
 * the platform judges it against the deadline when it arrives. A price reply is sealed on the device.
 */
export function ReplyPage({ userId, id, onBack, onOpenSyncCentre }: ReplyPageProps) {
  const { t } = useTranslation('evaluation-clarifications');
  const online = useOnline();
  const now = useServerNow();
  const query = useQuery(clarificationDetailQueryOptions('supplier', userId, id));
  const send = useReplySend(userId, id);
  const [html, setHtml] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const onRestore = useCallback((data: { replyHtml?: string }) => {
    setHtml(data.replyHtml ?? '');
    setEditorKey((key) => key + 1);
  }, []);
  const draft = useDraft<{ replyHtml: string }>({
    userId,
    draftKey: replyDraftKey(id),
    formId: REPLY_FORM_ID,
    value: { replyHtml: html },
    onRestore,
  });
  if (!id) return <PickOne onBack={onBack} />;
  const detail = query.data?.data;
  const deadline = detail ? epochOf(detail.replyDeadline) : undefined;
  const closed = deadline === undefined || !(deadline > now);
  const { pending, rejected, reason } = send.queue;
  const waiting = detail?.status === S.ASKED;

  const submit = async () => {
    if (!detail || deadline === undefined) return;
    setFailure(null);
    setSending(true);
    try {
      const entry = await sendReply({ userId, detail, replyHtml: html, deadline });
      send.follow(entry.seq, draft.discard);
    } catch (error) {
      setFailure(replyFailureText(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame
      title={t('titles.reply')}
      intro={t('intro.reply')}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="eval-clarification-reply-page"
    >
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onBack}>
        {t('actions.back')}
      </Button>
      {detail ? <DetailFacts detail={detail} /> : null}
      {detail ? <RichTextHtml html={detail.questionHtml} testId="eval-clarification-question" /> : null}
      {pending > 0 ? (
        <Notice
          status="info"
          testId="eval-clarification-queued"
          action={<SyncButton onClick={onOpenSyncCentre} />}
        >
          {t(online ? 'reply.sending' : 'reply.queued')}
        </Notice>
      ) : null}
      {rejected > 0 ? (
        <Notice
          status="error"
          testId="eval-clarification-refused"
          action={<SyncButton onClick={onOpenSyncCentre} />}
        >
          {t('reply.refused', { reason: reason?.message ?? '', code: reason?.ret ?? '-' })}
        </Notice>
      ) : null}
      {send.delivered ? (
        <Notice status="success" testId="eval-clarification-delivered">
          {t('reply.delivered')}
        </Notice>
      ) : null}
      {failure ? (
        <Notice status="error" testId="eval-clarification-failed">
          {failure}
        </Notice>
      ) : null}
      {detail && !waiting && !send.delivered ? (
        <Notice status="info" testId="eval-clarification-not-waiting">
          {t(detail.status === S.REPLIED ? 'reply.already' : 'reply.expired')}
        </Notice>
      ) : null}
      {detail && waiting && closed ? (
        <Notice status="warning" testId="eval-clarification-closed">
          {t('reply.closed')}
        </Notice>
      ) : null}
      {detail && waiting && !send.delivered ? (
        <Stack gap="4">
          {draft.restoredFrom ? (
            <DraftNotice
              savedAt={draft.restoredFrom}
              onDiscard={() => void draft.discard().then(() => onRestore({}))}
            />
          ) : null}
          {detail.touchesPrice ? (
            <Notice status="info" testId="eval-clarification-will-seal">
              {t('reply.willSeal')}
            </Notice>
          ) : null}
          <FormField label={t('fields.reply')} required>
            <Suspense
              fallback={
                <Center py="10">
                  <Spinner />
                </Center>
              }
            >
              <ReplyEditor
                key={editorKey}
                initialHtml={html}
                label={t('fields.reply')}
                onChange={setHtml}
                testId="eval-clarification-reply-editor"
              />
            </Suspense>
          </FormField>
          <FormActionBar justify="flex-end">
            <Button
              colorPalette="brand"
              size={FORM_ACTION_SIZE}
              loading={sending}
              disabled={closed || pending > 0}
              onClick={() => void submit()}
              data-testid="eval-clarification-send"
            >
              {t('actions.send')}
            </Button>
          </FormActionBar>
        </Stack>
      ) : null}
    </PageFrame>
  );
}

function SyncButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('evaluation-clarifications');
  return (
    <Button size="xs" variant="outline" onClick={onClick}>
      {t('actions.openSyncCentre')}
    </Button>
  );
}
