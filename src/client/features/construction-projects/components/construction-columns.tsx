import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { ConstructionProjectView } from '@/shared/contracts/construction-projects';
import { yuanToWan } from '@/shared/rules/plan-money';
import { ConstructionStatusBadge } from './status-badge';

/** Columns of the construction project list; the investment in 10,000 yuan like the form. */
export function constructionColumns(t: TFunction): QueryColumn<ConstructionProjectView>[] {
  return [
    { id: 'name', header: t('construction:fields.name'), field: 'name', width: 220, card: 'title' },
    {
      id: 'status',
      header: t('construction:fields.status'),
      cell: (row) => <ConstructionStatusBadge code={row.status} />,
      width: 110,
      card: 'status',
    },
    { id: 'code', header: t('construction:fields.code'), field: 'code', width: 140 },
    { id: 'ownerOrgName', header: t('construction:fields.ownerOrgName'), field: 'ownerOrgName', width: 180 },
    { id: 'region', header: t('construction:fields.region'), field: 'region', width: 160 },
    {
      id: 'investment',
      header: t('construction:fields.investment'),
      cell: (row) => yuanToWan(row.investment) ?? row.investment,
      width: 130,
    },
    {
      id: 'period',
      header: t('construction:fields.period'),
      cell: (row) => `${row.startDate} ~ ${row.endDate}`,
      width: 200,
    },
    {
      id: 'tenderCount',
      header: t('construction:fields.tenderCount'),
      cell: (row) => String(row.tenderCount),
      width: 110,
    },
  ];
}
