import { Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CodeBadge, type ListColumn, ListTable, RowAction } from '@/client/features/tender-common';
import type { LobbyOffer } from '@/shared/contracts/offer-lobby';
import { formatDateTime } from '@/shared/format/time';

/** Every offer the organisation sent to the project, newest first, and how each left the sealed state. */
export function OfferHistory({
  offers,
  onDetail,
}: {
  offers: readonly LobbyOffer[];
  onDetail(offerId: string): void;
}) {
  const { t } = useTranslation('offers');
  const columns: ListColumn<LobbyOffer>[] = [
    {
      id: 'status',
      header: t('columns.offerStatus'),
      cell: (row) => <CodeBadge group="offerStatus" code={row.status} testId="history-status" />,
    },
    {
      id: 'receipt',
      header: t('columns.receipt'),
      cell: (row) => (
        <Code fontSize="xs" wordBreak="break-all">
          {row.ciphertextSha256}
        </Code>
      ),
    },
    { id: 'received', header: t('columns.receivedAt'), cell: (row) => formatDateTime(row.receivedAt) },
    {
      id: 'withdrawn',
      header: t('columns.withdrawn'),
      cell: (row) =>
        row.withdrawnAt ? (
          <Stack gap="0">
            <Text fontSize="sm" data-testid="history-reason">
              {t(`reason.${row.withdrawReason ?? '01'}`)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(row.withdrawnAt)}
            </Text>
          </Stack>
        ) : (
          '-'
        ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <RowAction onClick={() => onDetail(row.offerId)} testId="history-detail">
          {t('actions.detail')}
        </RowAction>
      ),
    },
  ];
  return (
    <ListTable
      columns={columns}
      rows={offers}
      rowKey={(row) => row.offerId}
      empty={t('empty.history')}
      testId="offer-history"
    />
  );
}
