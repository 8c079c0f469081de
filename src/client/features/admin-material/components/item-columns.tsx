import { Badge } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { DictText } from '@/client/ui/dict-text';
import type { QueryColumn } from '@/client/ui/query-table/types';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { formatDateTime } from '@/shared/format/time';
import { AUDIT_STATUS, type MaterialItem } from '@/shared/contracts/admin-material-items';

const AUDIT_PALETTE: Record<string, string> = {
  [AUDIT_STATUS.PENDING]: 'orange',
  [AUDIT_STATUS.APPROVED]: 'green',
  [AUDIT_STATUS.REJECTED]: 'red',
};

/** Columns of the catalogue list and of the audit list. */
export function itemColumns(t: TFunction<'admin-material-ui'>): QueryColumn<MaterialItem>[] {
  return [
    { id: 'code', header: t('fields.code'), field: 'code', width: 140 },
    { id: 'name', header: t('fields.name'), field: 'name' },
    { id: 'category', header: t('fields.category'), field: 'categoryName' },
    { id: 'spec', header: t('fields.spec'), field: 'spec' },
    {
      id: 'unit',
      header: t('fields.unit'),
      width: 70,
      cell: (row) => <DictText group={MEASURE_UNIT_GROUP} code={row.unit} />,
    },
    { id: 'price', header: t('fields.price'), field: 'price', width: 120 },
    {
      id: 'auditStatus',
      header: t('fields.auditStatus'),
      width: 100,
      cell: (row) => (
        <Badge colorPalette={AUDIT_PALETTE[row.auditStatus] ?? 'gray'} data-testid="item-audit-status">
          {t(`codes.auditStatus.${row.auditStatus}`)}
        </Badge>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: 80,
      cell: (row) => <span data-testid="item-status">{t(`codes.status.${row.status}`)}</span>,
    },
    {
      id: 'updatedAt',
      header: t('fields.updatedAt'),
      width: 150,
      cell: (row) => formatDateTime(row.updatedAt),
    },
  ];
}
