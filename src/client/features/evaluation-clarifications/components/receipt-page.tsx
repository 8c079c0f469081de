import { Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { type ListColumn, ListTable, PageFrame } from '@/client/features/tender-common';
import type { EvaluationClarificationReading } from '@/shared/contracts/evaluation-clarifications';
import { type ClarificationRole, clarificationDetailQueryOptions } from '../api/reads';
import { PickOne } from './pick-one';

/**
 * bidClarificationReceiptDetail / bidClarificationReceiptExpertDetail: the reply's receipt (server
 * receipt time, and the SHA-256 of a sealed reply's ciphertext) and, for the committee, who opened it.
 */
export function ReceiptPage({
  reader: role,
  userId,
  id,
  onBack,
}: {
  reader: ClarificationRole;
  userId: string;
  id: string;
  onBack(): void;
}) {
  const { t } = useTranslation('evaluation-clarifications');
  const query = useQuery(clarificationDetailQueryOptions(role, userId, id));
  if (!id) return <PickOne onBack={onBack} />;
  const detail = query.data?.data;
  const columns: ListColumn<EvaluationClarificationReading>[] = [
    { id: 'user', header: t('fields.readBy'), cell: (row) => row.userName },
    { id: 'at', header: t('fields.readAt'), cell: (row) => <BusinessTime at={row.readAt} fontSize="sm" /> },
  ];
  return (
    <PageFrame
      title={t('titles.receipt')}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="eval-clarification-receipt"
    >
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onBack}>
        {t('actions.back')}
      </Button>
      {detail ? (
        <Stack gap="4">
          <Text>{`${detail.projectName} (${detail.projectCode}) · ${detail.supplierName}`}</Text>
          {detail.receipt ? (
            <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" gap="2">
              <DataList.Item>
                <DataList.ItemLabel minW="32">{t('fields.receivedAt')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <BusinessTime at={detail.receipt.receivedAt} fontSize="sm" />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="32">{t('fields.hash')}</DataList.ItemLabel>
                <DataList.ItemValue
                  minW="0"
                  overflowWrap="anywhere"
                  fontFamily="mono"
                  data-testid="eval-clarification-hash"
                >
                  {detail.receipt.ciphertextSha256 ?? t('receipt.plain')}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          ) : (
            <Text color="fg.muted" data-testid="eval-clarification-no-receipt">
              {t('receipt.none')}
            </Text>
          )}
          {role === 'expert' && detail.sealed ? (
            <Stack gap="2">
              <Heading as="h2" size="sm">
                {t('receipt.readings')}
              </Heading>
              <ListTable
                columns={columns}
                rows={detail.readings}
                rowKey={(row) => `${row.userName}-${row.readAt}`}
                empty={t('receipt.noReadings')}
                testId="eval-clarification-readings"
              />
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </PageFrame>
  );
}
