import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '@/client/data/use-server-now';
import { useOnline } from '@/client/lib/use-online';
import { BusinessTime } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import { DeadlineText, epochOf } from '@/client/features/tender-common';
import { ROUND_STATUS as RS, type SupplierRoundView } from '@/shared/contracts/negotiation';
import { NoRoundKeyError, sendRoundPrice } from '../api/writes';
import { usePriceSend } from '../hooks/use-price-send';
import { PriceForm } from './price-form';

interface SupplierRoundCardProps {
  userId: string;
  round: SupplierRoundView;
  onOpenSyncCentre(): void;
}

/** One round of the supplier's organisation: countdown by server time, the price form, its receipts. */
export function SupplierRoundCard({ userId, round, onOpenSyncCentre }: SupplierRoundCardProps) {
  const { t } = useTranslation('negotiation');
  const online = useOnline();
  const now = useServerNow();
  const send = usePriceSend(userId, round.roundId);
  const [failure, setFailure] = useState<string | null>(null);
  const open = round.status === RS.OPEN;
  const closed = !(epochOf(round.endTime) >= now);
  const { pending, rejected, reason } = send.queue;
  const sync = (
    <Button size="xs" variant="outline" onClick={onOpenSyncCentre}>
      {t('actions.openSyncCentre')}
    </Button>
  );

  const onSend = async (totalPrice: string, discardDraft: () => Promise<void>) => {
    setFailure(null);
    try {
      const entry = await sendRoundPrice({ userId, round, totalPrice });
      send.follow(entry.seq, discardDraft);
    } catch (error) {
      const message = error instanceof NoRoundKeyError ? error.message : (error as Error).message;
      setFailure(t('send.failed', { reason: message }));
    }
  };

  return (
    <Card.Root
      variant="outline"
      data-testid={`negotiation-my-round-${round.roundNo}`}
      data-status={round.status}
    >
      <Card.Header>
        <Stack gap="1">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading size="md">{t('round.heading', { no: round.roundNo })}</Heading>
            <Badge colorPalette={open ? 'orange' : 'green'}>{t(`roundStatus.${round.status}`)}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {round.projectCode} {round.projectName}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" align="flex-start" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t('fields.endTime')}
            </Text>
            <DeadlineText at={round.endTime} testId="negotiation-round-end" />
          </HStack>
          <Text fontSize="sm">{t('send.previous', { price: round.previousPrice })}</Text>
          {round.standingPrice ? (
            <Text fontSize="sm" data-testid="negotiation-standing">
              {t('send.standing', { price: round.standingPrice })}
            </Text>
          ) : null}
          {pending > 0 ? (
            <Notice status="info" testId="negotiation-queued" action={sync}>
              {t(online ? 'send.sending' : 'send.queued')}
            </Notice>
          ) : null}
          {rejected > 0 ? (
            <Notice status="error" testId="negotiation-refused" action={sync}>
              {t('send.refused', { reason: reason?.message ?? '', code: reason?.ret ?? '-' })}
            </Notice>
          ) : null}
          {send.delivered ? (
            <Notice status="success" testId="negotiation-delivered">
              {t('send.delivered')}
            </Notice>
          ) : null}
          {failure ? (
            <Notice status="error" testId="negotiation-send-failed">
              {failure}
            </Notice>
          ) : null}
          {open && closed ? (
            <Notice status="warning" testId="negotiation-closed">
              {t('send.closed')}
            </Notice>
          ) : null}
          {open ? (
            <PriceForm
              userId={userId}
              roundId={round.roundId}
              disabled={closed || pending > 0}
              onSend={onSend}
            />
          ) : null}
          <Receipts round={round} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Receipts({ round }: { round: SupplierRoundView }) {
  const { t } = useTranslation('negotiation');
  if (round.receipts.length === 0) return null;
  return (
    <Stack gap="2" data-testid="negotiation-receipts">
      <Heading size="sm">{t('send.receipts')}</Heading>
      {round.receipts.map((r) => (
        <Stack key={r.priceId} gap="0" fontSize="xs" borderWidth="1px" borderRadius="md" p="2" minW="0">
          <HStack gap="1" wrap="wrap">
            <Text>{t('fields.receivedAt')}:</Text>
            <BusinessTime at={r.receivedAt} fontSize="xs" />
            <Text>· {t(`priceStatus.${r.status}`)}</Text>
            {r.price ? <Text>· {r.price}</Text> : null}
          </HStack>
          {r.reason ? <Text color="fg.error">{t(`reasons.${r.reason}`)}</Text> : null}
          <Text color="fg.muted" overflowWrap="anywhere" data-testid="negotiation-receipt-hash">
            {t('fields.hash')}: {r.ciphertextSha256}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
