import { Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CodeBadge,
  DeadlineText,
  type ListColumn,
  ListTable,
  ProjectCell,
  ProjectStatusBadge,
  RowAction,
} from '@/client/features/tender-common';
import type { OfferProjectRow } from '@/shared/contracts/offer-lobby';
import { formatDateTime } from '@/shared/format/time';

export interface OfferProjectsTableProps {
  rows: readonly OfferProjectRow[] | undefined;
  loading: boolean;
  empty: string;
  testId: string;
  onLobby(projectId: string): void;
  onDetail(offerId: string): void;
}

/** The organisation's projects with offers: state, quote end countdown (server time), newest receipt. */
export function OfferProjectsTable({
  rows,
  loading,
  empty,
  testId,
  onLobby,
  onDetail,
}: OfferProjectsTableProps) {
  const { t } = useTranslation('offers');
  const columns: ListColumn<OfferProjectRow>[] = [
    {
      id: 'project',
      header: t('columns.project'),
      cell: (row) => <ProjectCell name={row.projectName} code={row.projectCode} />,
    },
    {
      id: 'projectStatus',
      header: t('columns.projectStatus'),
      cell: (row) => <ProjectStatusBadge code={row.projectStatus} />,
    },
    {
      id: 'state',
      header: t('columns.offerStatus'),
      cell: (row) => <CodeBadge group="offerStatus" code={row.latest.status} testId="offer-state" />,
    },
    {
      id: 'quoteEnd',
      header: t('columns.quoteEnd'),
      cell: (row) => <DeadlineText at={row.quoteEndTime} testId="offer-quote-end" />,
    },
    {
      id: 'receipt',
      header: t('columns.receipt'),
      cell: (row) => (
        <Stack gap="1">
          <Code fontSize="xs" wordBreak="break-all" data-testid="offer-project-hash">
            {row.latest.ciphertextSha256}
          </Code>
          <Text fontSize="xs" color="fg.muted">
            {t('receipt.receivedAt', { time: formatDateTime(row.latest.receivedAt) })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Stack direction="row" gap="1" flexWrap="wrap">
          <RowAction primary onClick={() => onLobby(row.projectId)} testId="action-lobby">
            {t('actions.enterLobby')}
          </RowAction>
          <RowAction onClick={() => onDetail(row.latest.offerId)} testId="action-offer-detail">
            {t('actions.detail')}
          </RowAction>
        </Stack>
      ),
    },
  ];
  return (
    <ListTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.projectId}
      loading={loading}
      empty={empty}
      testId={testId}
    />
  );
}
