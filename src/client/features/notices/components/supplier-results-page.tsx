import { Badge, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable, PageFrame, ProjectStatusBadge } from '@/client/features/tender-common';
import type { SupplierResultView } from '@/shared/contracts/notices';
import { supplierResultsQueryOptions } from '../api/notices';
import { NoticeLink } from './notice-link';
import { ReadReceipt } from './read-receipt';

const OUTCOME_PALETTE = { won: 'green', lost: 'gray', pending: 'blue' } as const;

/**
 * procurementSupplierResult: the supplier organisation's outcome on every project it sent an offer to
 * (project, its offer, rank, won / not awarded / pending, the notice and whether it was read).
 */
export function SupplierResultsPage({ userId }: { userId: string }) {
  const { t } = useTranslation('notices');
  const query = useQuery(supplierResultsQueryOptions(userId));
  const columns: ListColumn<SupplierResultView>[] = [
    { id: 'project', header: t('fields.project'), cell: (r) => `${r.projectName} (${r.projectCode})` },
    { id: 'status', header: t('fields.status'), cell: (r) => <ProjectStatusBadge code={r.projectStatus} /> },
    { id: 'price', header: t('fields.price'), cell: (r) => (r.price ? `${r.price} ${t('yuan')}` : '-') },
    { id: 'rank', header: t('fields.rank'), cell: (r) => (r.rank === null ? '-' : String(r.rank)) },
    {
      id: 'outcome',
      header: t('fields.outcome'),
      cell: (r) => (
        <Badge colorPalette={OUTCOME_PALETTE[r.outcome]} data-testid="result-outcome">
          {t(`outcome.${r.outcome}`)}
        </Badge>
      ),
    },
    {
      id: 'notice',
      header: t('fields.notice'),
      cell: (r) =>
        r.noticeId && r.noticeKind ? (
          <NoticeLink id={r.noticeId} kind={r.noticeKind}>
            {t(`kind.${r.noticeKind}`)}
          </NoticeLink>
        ) : (
          <Text as="span">-</Text>
        ),
    },
    {
      id: 'read',
      header: t('fields.read'),
      cell: (r) => (r.noticeId ? <ReadReceipt readAt={r.readAt} readByName={null} /> : '-'),
    },
  ];
  return (
    <PageFrame
      title={t('titles.supplierResults')}
      offline={query.data?.offline}
      error={query.error}
      testId="supplier-results-page"
    >
      <ListTable
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r.projectId}
        loading={query.isPending}
        empty={t('results.none')}
        testId="supplier-results"
      />
    </PageFrame>
  );
}
