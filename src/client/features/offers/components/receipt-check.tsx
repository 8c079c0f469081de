import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import type { LobbyOffer } from '@/shared/contracts/offer-lobby';
import { formatDateTime } from '@/shared/format/time';
import type { LocalReceipt } from '../api/receipts';
import { type ReceiptVerdict, verifyReceipt } from '../lib/verify-receipt';

const STATUS: Record<ReceiptVerdict['check'], 'success' | 'error' | 'warning' | 'info'> = {
  match: 'success',
  mismatch: 'error',
  recordFailed: 'error',
  noneKept: 'warning',
  noOffer: 'info',
};

/**
 * The platform's receipt of the offer that counts (SHA-256, server receipt time) and its check against
 * the hash this device kept when sealing. The check reads only the device (its kept receipts and the
 * lobby's last copy), so it works with the network off.
 */
export function ReceiptCheck({
  offer,
  kept,
}: {
  offer: LobbyOffer | undefined;
  kept: readonly LocalReceipt[];
}) {
  const { t } = useTranslation('offers');
  const [verdict, setVerdict] = useState<ReceiptVerdict | null>(null);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="lobby-receipt">
      <Text fontWeight="semibold">{t('receipt.title')}</Text>
      {offer ? (
        <>
          <Text fontSize="sm">{t('receipt.hash')}</Text>
          <Code wordBreak="break-all" data-testid="lobby-receipt-hash">
            {offer.ciphertextSha256}
          </Code>
          <Text fontSize="sm" data-testid="lobby-receipt-time">
            {t('receipt.receivedAt', { time: formatDateTime(offer.receivedAt) })}
          </Text>
          {offer.recordHashVerified !== null ? (
            <Text
              fontSize="sm"
              color={offer.recordHashVerified ? 'green.fg' : 'fg.error'}
              data-testid="lobby-record-hash"
            >
              {t(offer.recordHashVerified ? 'receipt.recordOk' : 'receipt.recordFailed')}
            </Text>
          ) : null}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('receipt.none')}
        </Text>
      )}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        minH="10"
        onClick={() => setVerdict(verifyReceipt(offer, kept))}
        data-testid="verify-receipt"
      >
        {t('actions.verify')}
      </Button>
      {verdict ? (
        <Notice status={STATUS[verdict.check]} testId="receipt-verdict">
          <span data-check={verdict.check} data-testid={`receipt-verdict-${verdict.check}`}>
            {t(`verdict.${verdict.check}`, {
              time: verdict.kept ? formatDateTime(verdict.kept.sealedAt) : '',
            })}
          </span>
        </Notice>
      ) : null}
    </Stack>
  );
}
