import type { TFunction } from 'i18next';
import type { QueryColumn } from '@/client/ui/query-table/types';
import type { DepartRecord } from '@/shared/contracts/org';
import { formatDateTime } from '@/shared/format/time';
import { StatusBadge } from './status-badge';

export function departColumns(t: TFunction<'admin-org-ui'>): QueryColumn<DepartRecord>[] {
  return [
    { id: 'name', header: t('org.name'), field: 'name' },
    { id: 'code', header: t('org.code'), field: 'code' },
    {
      id: 'orgType',
      header: t('org.orgType'),
      cell: (row) => t(`orgType.${row.orgType}`, { defaultValue: row.orgType }),
    },
    { id: 'parentName', header: t('org.parent'), cell: (row) => row.parentName ?? '' },
    {
      id: 'status',
      header: t('common.status'),
      cell: (row) => <StatusBadge status={row.status} kind="depart" />,
    },
    { id: 'userCount', header: t('org.userCount'), field: 'userCount', width: 80 },
    { id: 'sort', header: t('org.sort'), field: 'sort', width: 70 },
    {
      id: 'createdAt',
      header: t('common.createdAt'),
      cell: (row) => formatDateTime(row.createdAt),
      width: 150,
    },
  ];
}
