import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { ProcurementRepresentativeRecord } from '@/shared/contracts/org-users';
import { getRepresentativePage, type RepresentativeSearch } from '../api/get-representative-page';
import { accountStatusOptions } from '../lib/codes';
import { StatusBadge } from './status-badge';

const INITIAL_SEARCH: RepresentativeSearch = { loginName: '', name: '', phone: '', status: '' };

/** procurementRepresentative: the formal buyers, one row per user and organisation (read only). */
export function RepresentativesPage() {
  const { t } = useTranslation('admin-org-ui');
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'loginName', label: t('users.loginName') },
      { name: 'name', label: t('users.name') },
      { name: 'phone', label: t('users.phone') },
      { name: 'status', type: 'select', label: t('common.status'), options: accountStatusOptions(t) },
    ],
    [t],
  );
  const columns = useMemo<QueryColumn<ProcurementRepresentativeRecord>[]>(
    () => [
      { id: 'loginName', header: t('users.loginName'), field: 'loginName' },
      { id: 'name', header: t('users.name'), field: 'name' },
      { id: 'phone', header: t('users.phone'), cell: (row) => row.phone ?? '' },
      { id: 'email', header: t('users.email'), cell: (row) => row.email ?? '' },
      { id: 'departName', header: t('users.depart'), field: 'departName' },
      {
        id: 'status',
        header: t('common.status'),
        cell: (row) => <StatusBadge status={row.status} kind="account" />,
      },
    ],
    [t],
  );
  return (
    <QueryTable<ProcurementRepresentativeRecord, RepresentativeSearch>
      columns={columns}
      load={getRepresentativePage}
      searchFields={searchFields}
      initialSearch={INITIAL_SEARCH}
      rowKey={(row) => `${row.id}:${row.departId}`}
      data-testid="representative-table"
    />
  );
}
