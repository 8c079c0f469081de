import { Card, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';
import type { LocalReceipt } from '../api/receipts';

/**
 * A sealed offer as kept on the device: the SHA-256 of the ciphertext (known as soon as it was sealed)
 * and the platform's receipt time once it arrived; the opening checks the same hash. An offer the
 * platform refused is marked as not counting.
 */
export function ReceiptCard({ receipt, refused = false }: { receipt: LocalReceipt; refused?: boolean }) {
  const { t } = useTranslation('tender-supplier');
  const state = receipt.receivedAt ? 'received' : refused ? 'refused' : 'waiting';
  return (
    <Card.Root size="sm" data-testid="offer-receipt" data-state={state}>
      <Card.Header>
        <Card.Title>{t(receipt.receivedAt ? 'offer.receiptTitle' : 'offer.latestTitle')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <Text fontSize="sm">{t('offer.receiptHash')}</Text>
          <Code wordBreak="break-all" data-testid="receipt-hash">
            {receipt.ciphertextSha256}
          </Code>
          <Text fontSize="sm">{t('offer.sealedAt', { time: formatDateTime(receipt.sealedAt) })}</Text>
          {receipt.receivedAt ? (
            <Text fontSize="sm" color="green.fg" data-testid="receipt-received">
              {t('offer.receivedAt', { time: formatDateTime(receipt.receivedAt) })}
            </Text>
          ) : (
            <Text
              fontSize="sm"
              color={refused ? 'fg.error' : 'fg.muted'}
              data-testid={refused ? 'receipt-refused' : 'receipt-waiting'}
            >
              {t(refused ? 'offer.receiptRefused' : 'offer.receiptWaiting')}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
