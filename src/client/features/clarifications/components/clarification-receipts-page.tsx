import { Button, Card, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useInvalidateTenders } from '@/client/features/tender-common';
import { notifySuccess } from '@/client/ui/toaster';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { formatDateTime } from '@/shared/format/time';
import { type ClarificationReader, remindMissing } from '../api/clarification-reads';
import { useClarificationReceipts } from '../hooks/use-clarification-reads';
import { BackBar, ClarificationNotFound, ReceiptBadge } from './clarification-parts';

interface ClarificationReceiptsPageProps {
  reader: ClarificationReader;
  id: string;
  onBack(): void;
}

/**
 * procClarificationReceiptDetail (buyer side: who confirmed receipt and when, remind the others) and
 * procClarificationReceiptExpertDetail (committee, read-only). Cards, so it reads on a phone too.
 */
export function ClarificationReceiptsPage({ reader, id, onBack }: ClarificationReceiptsPageProps) {
  const { t } = useTranslation('clarifications');
  const query = useClarificationReceipts(reader, id);
  const invalidate = useInvalidateTenders();
  const remind = useMutation({
    mutationFn: () => remindMissing(id),
    onSuccess: async (result) => {
      notifySuccess(t('remind.done', { count: result.reminded }));
      await invalidate();
      await query.refetch();
    },
  });
  const data = query.data;
  const missing = data?.receipts.filter((r) => !r.confirmedAt).length ?? 0;
  const canRemind =
    reader === 'buyer' && missing > 0 && data?.clarification.projectStatus === PURCHASE_STATUS.PUBLISHED;
  const title = t(reader === 'buyer' ? 'titles.receiptDetail' : 'titles.expertReceipts');
  return (
    <Stack gap="4" maxW="4xl" data-testid="clarification-receipts-page">
      <BackBar title={title} onBack={onBack}>
        {canRemind ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={remind.isPending}
            onClick={() => remind.mutate()}
            data-testid="remind-missing"
          >
            {t('actions.remind')}
          </Button>
        ) : null}
      </BackBar>
      {!id || query.isError ? <ClarificationNotFound onList={onBack} /> : null}
      {id && query.isPending ? <Spinner size="sm" /> : null}
      {data ? (
        <>
          <Stack gap="1">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {data.clarification.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {data.clarification.projectName} ({data.clarification.projectCode})
            </Text>
            <HStack gap="3" wrap="wrap" fontSize="sm">
              <Text data-testid="receipt-summary">
                {t('receipt.summary', {
                  confirmed: data.clarification.receiptsConfirmed,
                  expected: data.clarification.receiptsExpected,
                })}
              </Text>
              {missing === 0 && data.receipts.length > 0 ? <Text>{t('remind.noneMissing')}</Text> : null}
              {data.clarification.remindedAt ? (
                <Text color="fg.muted">
                  {t('remind.lastAt', { time: formatDateTime(data.clarification.remindedAt) })}
                </Text>
              ) : null}
            </HStack>
          </Stack>
          {data.receipts.length === 0 ? <Text color="fg.muted">{t('receipt.none')}</Text> : null}
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" p="0" m="0">
            {data.receipts.map((r) => (
              <Card.Root as="li" key={r.supplierDepartId} size="sm" data-testid="receipt-row">
                <Card.Body gap="2">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {r.supplierName}
                  </Text>
                  <ReceiptBadge confirmedAt={r.confirmedAt} name={r.confirmedByName} />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
