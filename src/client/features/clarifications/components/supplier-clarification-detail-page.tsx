import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { useReceiptQueue, useSupplierClarification } from '../hooks/use-clarification-reads';
import { ClarificationCard, ClarificationNotFound, ReceiptBadge } from './clarification-parts';

interface SupplierClarificationDetailPageProps {
  userId: string;
  id: string;
  onBack(): void;
}

/**
 * procClarificationDetail: one clarification of a project signed up for and the organisation's receipt.
 * Kept on the device once opened; 'confirm receipt' goes through the outbox, so it works offline too.
 */
export function SupplierClarificationDetailPage({
  userId,
  id,
  onBack,
}: SupplierClarificationDetailPageProps) {
  const { t } = useTranslation('clarifications');
  const query = useSupplierClarification(userId, id);
  const queue = useReceiptQueue(userId, id);
  const row = query.data?.data;
  return (
    <Stack gap="4" maxW="4xl">
      <PageFrame
        title={t('titles.supplierDetail')}
        offline={query.data?.offline}
        error={query.data?.error}
        testId="supplier-clarification-detail"
      >
        <Button size="sm" variant="outline" alignSelf="start" onClick={onBack}>
          {t('actions.back')}
        </Button>
        {!id || query.isError ? <ClarificationNotFound onList={onBack} /> : null}
        {id && query.isPending ? <Spinner size="sm" /> : null}
        {row ? (
          <ClarificationCard row={row} testId="clarification-detail">
            {row.receiptDue ? (
              row.confirmedAt ? (
                <ReceiptBadge confirmedAt={row.confirmedAt} name={row.confirmedByName} />
              ) : queue.pending > 0 ? (
                <Text fontSize="sm" color="fg.muted" data-testid="receipt-queued">
                  {t('receipt.queued')}
                </Text>
              ) : (
                <Stack gap="2" align="start">
                  <Text fontSize="sm">{t('receipt.ask')}</Text>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => void queue.confirm()}
                    data-testid="confirm-receipt"
                  >
                    {t('actions.confirm')}
                  </Button>
                </Stack>
              )
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('receipt.notDue')}
              </Text>
            )}
            {queue.rejected > 0 && queue.reason ? (
              <Alert.Root status="error" data-testid="receipt-refused">
                <Alert.Indicator />
                <Alert.Description>{queue.reason.message}</Alert.Description>
              </Alert.Root>
            ) : null}
          </ClarificationCard>
        ) : null}
      </PageFrame>
    </Stack>
  );
}
