import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import {
  getProcurementUnitPage,
  type ProcurementUnitRecord,
  type ProcurementUnitSearch,
} from '../api/get-procurement-unit-page';
import { departStatusOptions } from '../lib/codes';
import { StatusBadge } from './status-badge';

const INITIAL_SEARCH: ProcurementUnitSearch = { name: '', code: '', status: '' };

/** procurementUnit: the buyer organisations (read only). */
export function ProcurementUnitsPage() {
  const { t } = useTranslation('admin-org-ui');
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'name', label: t('org.name') },
      { name: 'code', label: t('org.code') },
      { name: 'status', type: 'select', label: t('common.status'), options: departStatusOptions(t) },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<ProcurementUnitRecord>[]>(
    () => [
      { id: 'name', header: t('org.name'), field: 'name' },
      { id: 'code', header: t('org.code'), field: 'code' },
      { id: 'parentName', header: t('org.parent'), cell: (row) => row.parentName ?? '' },
      {
        id: 'status',
        header: t('common.status'),
        cell: (row) => <StatusBadge status={row.status} kind="depart" />,
      },
      { id: 'sort', header: t('org.sort'), field: 'sort', width: 70 },
    ],
    [t],
  );
  return (
    <QueryTable<ProcurementUnitRecord, ProcurementUnitSearch>
      columns={columns}
      load={getProcurementUnitPage}
      searchFields={searchFields}
      initialSearch={INITIAL_SEARCH}
      rowKey={(row) => row.id}
      data-testid="procurement-unit-table"
    />
  );
}
