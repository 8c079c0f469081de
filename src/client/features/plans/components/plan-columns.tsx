import { Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { PlanRow } from '../api/plan-types';
import { formatYuan } from './money-text';
import { PlanStatusBadge } from './plan-status-badge';

/** Columns of a plan list (every kind). */
export function planColumns(t: TFunction): QueryColumn<PlanRow>[] {
  return [
    {
      id: 'title',
      header: t('plan:fields.title'),
      cell: (row) => (
        <Text data-testid="plan-row-title" color={row.overPlan ? 'fg.error' : undefined}>
          {row.title}
        </Text>
      ),
      width: 220,
      card: 'title',
    },
    {
      id: 'status',
      header: t('plan:fields.status'),
      cell: (row) => <PlanStatusBadge status={row.status} />,
      width: 110,
      card: 'status',
    },
    { id: 'year', header: t('plan:fields.year'), field: 'year', width: 80 },
    { id: 'departName', header: t('plan:fields.depart'), field: 'departName', width: 160 },
    {
      id: 'totalAmount',
      header: t('plan:fields.totalYuan'),
      cell: (row) => formatYuan(row.totalAmount),
      width: 150,
    },
    {
      id: 'lines',
      header: t('plan:fields.lineCount'),
      cell: (row) => String(row.lineCount),
      width: 80,
    },
    { id: 'authorName', header: t('plan:fields.author'), field: 'authorName', width: 110 },
  ];
}
