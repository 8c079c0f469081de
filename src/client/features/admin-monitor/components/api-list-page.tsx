import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { ApiRouteRecord } from '@/shared/contracts/admin-monitor';
import { apiListQueryOptions } from '../api/list-apis';
import { useListLoad } from '../hooks/use-list-load';
import { PageHeader } from './page-header';

type Search = { keyword: string; permission: string; method: string };
const INITIAL: Search = { keyword: '', permission: '', method: '' };
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** 'public' and 'session' are the two checks that are not a function code. */
const isBuiltInCheck = (permission: string) => permission === 'public' || permission === 'session';

/** /systemSettings/apiManageList: every API route and the check the server makes for it (read-only). */
export function ApiListPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const load = useListLoad(apiListQueryOptions);
  const columns = useMemo<QueryColumn<ApiRouteRecord>[]>(
    () => [
      {
        id: 'method',
        header: t('accessLog.method'),
        width: 80,
        cell: (row) => <Badge variant="outline">{row.method}</Badge>,
      },
      {
        id: 'url',
        header: t('api.url'),
        cell: (row) => (
          <Text fontSize="xs" wordBreak="break-all" data-testid="api-url">
            {row.url}
          </Text>
        ),
      },
      {
        id: 'permission',
        header: t('api.permission'),
        cell: (row) =>
          isBuiltInCheck(row.permission) ? (
            <Badge colorPalette={row.permission === 'public' ? 'green' : 'blue'}>
              {t(`codes.apiCheck.${row.permission}`)}
            </Badge>
          ) : (
            row.permission
          ),
      },
      { id: 'roles', header: t('api.roles'), cell: (row) => row.roles?.join(', ') ?? '' },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'keyword', label: t('api.url') },
      { name: 'permission', label: t('api.permission'), placeholder: t('api.permissionHint') },
      {
        name: 'method',
        label: t('accessLog.method'),
        type: 'select',
        options: METHODS.map((method) => ({ value: method, label: method })),
      },
    ],
    [t],
  );
  return (
    <Stack gap="4" data-testid="api-list-page">
      <PageHeader title={t('api.title')} />
      <QueryTable<ApiRouteRecord, Search>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowKey={(row) => `${row.method} ${row.url}`}
        data-testid="api-table"
      />
    </Stack>
  );
}
