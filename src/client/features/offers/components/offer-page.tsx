import { Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/client/lib/use-online';
import { Notice } from '@/client/ui/notice';
import { notifySuccess } from '@/client/ui/toaster';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { offerKeys } from '../api/keys';
import { prefetchOfferKey, sendSealedOffer } from '../api/offer';
import { receiptsOf } from '../api/receipts';
import { useProjectSend } from '@/client/features/projects';
import { useMySignups } from '@/client/features/signups';
import { useMyOffers } from '../hooks/use-my-offers';
import { sealFailureText } from '../lib/seal-failure';
import { offerDraftKey, CodeBadge, PageFrame, ProjectNotices } from '@/client/features/tender-common';
import { OfferForm } from './offer-form';
import { ReceiptCard } from './receipt-card';

export interface OfferPageProps {
  userId: string;
  /** The organisation the user acts for: offers are sealed for it. */
  departId: string;
  projectId: string;
  onOpenSyncCentre(): void;
}

type Note = { status: 'info' | 'error'; text: string; testId: string };

/** procurement/proOfferSupplierContent: seal an offer in the browser and send it before the quote end. */
export function OfferPage({ userId, departId, projectId, onOpenSyncCentre }: OfferPageProps) {
  const { t } = useTranslation('tender-supplier');
  const queryClient = useQueryClient();
  const online = useOnline();
  const signups = useMySignups(userId);
  const offers = useMyOffers(userId);
  const projectSend = useProjectSend<Note>(userId, projectId, offerDraftKey(projectId), 'quoteEndTime');
  const { project, view, gone, deadline, closed, queue, note } = projectSend;
  const { pending, rejected } = queue;

  // Fetched while online, so the offer can still be sealed if the connection drops later.
  useEffect(() => {
    void prefetchOfferKey(projectId).catch(() => undefined);
  }, [projectId]);

  const signup = signups.data?.data.find((row) => row.projectId === projectId);
  const approved = signup?.auditStatus === AUDIT_STATUS.APPROVED;
  const ready = projectSend.settledProject && !signups.isLoading;
  const { latest, confirmed } = receiptsOf(offers.data?.receipts, projectId);
  const current = offers.data?.data.find(
    (row) => row.projectId === projectId && row.status === OFFER_STATUS.SEALED,
  );

  const send = async (content: OfferContent, discard: () => Promise<void>) => {
    if (deadline === undefined) return;
    try {
      const entry = await sendSealedOffer({ userId, departId, projectId, content, deadline });
      projectSend.follow(entry.seq, discard);
      const text = online ? t('offer.sending') : t('offer.savedOffline');
      projectSend.setNote({ status: 'info', text, testId: 'offer-message' });
      notifySuccess(text);
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
    } catch (error) {
      projectSend.setNote({ status: 'error', text: sealFailureText(error, t), testId: 'offer-seal-failed' });
    }
  };

  return (
    <PageFrame
      title={t('title.offer')}
      offline={project.data?.offline}
      error={gone ? undefined : project.error}
      testId="offer-page"
    >
      <ProjectNotices projectId={projectId} view={view} gone={gone} deadline={deadline} />
      {current ? (
        <HStack gap="3">
          <Text fontWeight="medium">{t('offer.platformStatus')}</Text>
          <CodeBadge group="offerStatus" code={current.status} testId="offer-status" />
        </HStack>
      ) : null}
      {latest && !latest.receivedAt ? (
        <ReceiptCard receipt={latest} refused={rejected > 0 && pending === 0} />
      ) : null}
      {confirmed ? <ReceiptCard receipt={confirmed} /> : null}
      {pending > 0 || rejected > 0 ? (
        <Notice
          status={rejected > 0 ? 'error' : 'info'}
          testId={rejected > 0 ? 'offer-refused' : 'offer-queued'}
          action={
            <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
              {t('actions.openSyncCentre')}
            </Button>
          }
        >
          {rejected > 0 ? t('offer.refused', { reason: queue.reason?.message ?? '' }) : t('offer.queued')}
        </Notice>
      ) : null}
      {note && (pending > 0 || note.status === 'error') ? (
        <Notice status={note.status} testId={note.testId}>
          {note.text}
        </Notice>
      ) : null}
      {ready && !gone && (!approved || closed) ? (
        <Notice status="warning" testId="offer-closed">
          {t(closed ? 'offer.closed' : 'offer.notApproved')}
        </Notice>
      ) : null}
      {ready ? (
        <OfferForm userId={userId} projectId={projectId} disabled={closed || !approved} onSend={send} />
      ) : null}
    </PageFrame>
  );
}
