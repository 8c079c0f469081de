import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/time';
import type { ClarificationReader } from '../api/clarification-reads';
import { useClarificationDetail } from '../hooks/use-clarification-reads';
import { BackBar, ClarificationCard, ClarificationNotFound } from './clarification-parts';

interface ClarificationDetailPageProps {
  reader: ClarificationReader;
  id: string;
  onReceipts(id: string): void;
  onBack(): void;
}

/**
 * procClarificationReleaseDetail (buyer side) and procClarificationReleaseExpertDetail (committee,
 * read-only): the clarification, the quote end it moved and how many confirmed receipt.
 */
export function ClarificationDetailPage({ reader, id, onReceipts, onBack }: ClarificationDetailPageProps) {
  const { t } = useTranslation('clarifications');
  const query = useClarificationDetail(reader, id);
  const row = query.data;
  const title = t(reader === 'buyer' ? 'titles.releaseDetail' : 'titles.expertDetail');
  return (
    <Stack gap="4" maxW="4xl" data-testid="clarification-detail-page">
      <BackBar title={title} onBack={onBack} />
      {!id || query.isError ? <ClarificationNotFound onList={onBack} /> : null}
      {id && query.isPending ? <Spinner size="sm" /> : null}
      {row ? (
        <ClarificationCard row={row} testId="clarification-detail">
          <Text fontSize="sm">
            {t('fields.quoteEndTime')}: {formatDateTime(row.quoteEndTime)}
          </Text>
          {row.movedQuoteEndFrom ? (
            <Text fontSize="sm" color="fg.warning" data-testid="quote-end-moved">
              {t('fields.movedFrom', { time: formatDateTime(row.movedQuoteEndFrom) })}
            </Text>
          ) : null}
          <Text fontSize="sm" data-testid="receipt-summary">
            {t('receipt.summary', { confirmed: row.receiptsConfirmed, expected: row.receiptsExpected })}
          </Text>
          <Button
            size="sm"
            alignSelf="start"
            variant="outline"
            onClick={() => onReceipts(row.id)}
            data-testid="open-receipts"
          >
            {t('actions.receipts')}
          </Button>
        </ClarificationCard>
      ) : null}
    </Stack>
  );
}
