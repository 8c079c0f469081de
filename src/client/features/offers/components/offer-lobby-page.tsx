import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/client/data/use-server-now';
import {
  DeadlineText,
  epochOf,
  PageFrame,
  ProjectCell,
  ProjectStatusBadge,
} from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { OfferLobbyState } from '@/shared/contracts/offer-lobby';
import { useOfferLobby } from '../hooks/use-offer-lobby';
import { OfferHistory } from './offer-history';
import { ReceiptCheck } from './receipt-check';
import { WithdrawAction } from './withdraw-action';

export interface OfferLobbyPageProps {
  userId: string;
  projectId: string;
  onSendOffer(projectId: string): void;
  onDetail(offerId: string): void;
  onOpenedScreen(projectId: string): void;
  onHall(projectId: string): void;
  onOpenSyncCentre(): void;
}

const STATE_PALETTE: Record<OfferLobbyState, string> = {
  none: 'gray',
  sealed: 'green',
  withdrawn: 'orange',
  opened: 'purple',
  failed: 'red',
};

/** procurement/offerPurchase/offerEnterLobby: the bidder's lobby of one project. */
export function OfferLobbyPage(props: OfferLobbyPageProps) {
  const { userId, projectId } = props;
  const { t } = useTranslation('offers');
  const { lobby, queue, withdraw } = useOfferLobby(userId, projectId);
  const now = useServerNow(1000);
  const view = lobby.data?.data;
  const current = view?.offers[0];
  const end = view ? epochOf(view.quoteEndTime) : 0;
  const open = !!view && view.projectStatus === PURCHASE_STATUS.PUBLISHED && end > now;
  const afterEnd = !!view && view.projectStatus !== PURCHASE_STATUS.PUBLISHED;

  return (
    <PageFrame
      title={t('title.lobby')}
      offline={lobby.data?.offline}
      error={lobby.error ?? lobby.data?.error}
      testId="offer-lobby"
    >
      {view ? (
        <Stack gap="4">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
            <ProjectCell name={view.projectName} code={view.projectCode} />
            <HStack gap="2" flexWrap="wrap">
              <ProjectStatusBadge code={view.projectStatus} />
              <Badge
                colorPalette={STATE_PALETTE[view.state]}
                data-testid="lobby-state"
                data-state={view.state}
              >
                {t(`state.${view.state}`)}
              </Badge>
            </HStack>
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('columns.quoteEnd')}
            </Text>
            <DeadlineText at={view.quoteEndTime} testId="lobby-countdown" />
          </Stack>
          {queue.pending > 0 ? (
            <Notice status="info" testId="lobby-queued">
              {t('lobby.queued')}
            </Notice>
          ) : null}
          {queue.rejected > 0 ? (
            <Notice
              status="error"
              testId="lobby-refused"
              action={
                <Button size="xs" variant="outline" onClick={props.onOpenSyncCentre}>
                  {t('actions.syncCentre')}
                </Button>
              }
            >
              {t('lobby.refused', { reason: queue.reason?.message ?? '' })}
            </Notice>
          ) : null}
          <HStack gap="2" flexWrap="wrap">
            {open && view.canWithdraw && current ? (
              <WithdrawAction onWithdraw={() => withdraw(current.offerId, end)} />
            ) : null}
            {open ? (
              <Button
                size="sm"
                minH="10"
                colorPalette="brand"
                onClick={() => props.onSendOffer(projectId)}
                data-testid="lobby-send"
              >
                {t(view.state === 'sealed' ? 'actions.replace' : 'actions.sendNew')}
              </Button>
            ) : null}
            {current ? (
              <Button
                size="sm"
                minH="10"
                variant="outline"
                onClick={() => props.onHall(projectId)}
                data-testid="lobby-hall"
              >
                {t('actions.hall')}
              </Button>
            ) : null}
            {afterEnd && current ? (
              <Button
                size="sm"
                minH="10"
                variant="outline"
                onClick={() => props.onOpenedScreen(projectId)}
                data-testid="lobby-opened-screen"
              >
                {t('actions.openedScreen')}
              </Button>
            ) : null}
          </HStack>
          {!open && view.state !== 'opened' ? (
            <Text fontSize="sm" color="fg.muted" data-testid="lobby-closed">
              {t('lobby.closed')}
            </Text>
          ) : null}
          <ReceiptCheck offer={current} kept={lobby.data?.kept ?? []} />
          <Heading size="md">{t('lobby.history')}</Heading>
          <OfferHistory offers={view.offers} onDetail={props.onDetail} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
