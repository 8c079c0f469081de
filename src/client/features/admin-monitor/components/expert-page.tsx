import { Badge, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { ExpertRecord } from '@/shared/contracts/admin-monitor-settings';
import { formatDateTime } from '@/shared/format/time';
import { expertQueryOptions } from '../api/list-experts';
import { useListLoad } from '../hooks/use-list-load';
import { PageHeader } from './page-header';

type Search = { keyword: string; status: string; roleCode: string };
const INITIAL: Search = { keyword: '', status: '', roleCode: '' };
const STATUSES = ['00', '01', '02'] as const;
const EXPERT_ROLES = ['FORMAL_EXPERT', 'TEMP_EXPERT'] as const;
const STATUS_PALETTE: Record<string, string> = { '00': 'green', '01': 'orange', '02': 'gray' };

/** /expertCustom/expertManageList: expert accounts in each organisation. */
export function ExpertPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const load = useListLoad(expertQueryOptions);
  const columns = useMemo<QueryColumn<ExpertRecord>[]>(
    () => [
      { id: 'loginName', header: t('expert.loginName'), field: 'loginName' },
      {
        id: 'name',
        header: t('expert.name'),
        cell: (row) => <span data-testid="expert-name">{row.name}</span>,
      },
      { id: 'phone', header: t('expert.phone'), field: 'phone' },
      { id: 'email', header: t('expert.email'), field: 'email' },
      { id: 'roleCode', header: t('expert.role'), cell: (row) => t(`codes.expertRole.${row.roleCode}`) },
      { id: 'depart', header: t('expert.depart'), field: 'departName' },
      {
        id: 'status',
        header: t('expert.status'),
        width: 90,
        cell: (row) => (
          <Badge colorPalette={STATUS_PALETTE[row.status] ?? 'gray'}>
            {t(`codes.userStatus.${row.status}`)}
          </Badge>
        ),
      },
      {
        id: 'createdAt',
        header: t('expert.createdAt'),
        width: 150,
        cell: (row) => formatDateTime(row.createdAt),
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'keyword', label: t('expert.keyword'), placeholder: t('expert.keywordHint') },
      {
        name: 'status',
        label: t('expert.status'),
        type: 'select',
        options: STATUSES.map((value) => ({ value, label: t(`codes.userStatus.${value}`) })),
      },
      {
        name: 'roleCode',
        label: t('expert.role'),
        type: 'select',
        options: EXPERT_ROLES.map((value) => ({ value, label: t(`codes.expertRole.${value}`) })),
      },
    ],
    [t],
  );
  return (
    <Stack gap="4" data-testid="expert-page">
      <PageHeader title={t('expert.title')} />
      <QueryTable<ExpertRecord, Search>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowKey={(row) => `${row.userId}:${row.departId}:${row.roleCode}`}
        data-testid="expert-table"
      />
    </Stack>
  );
}
