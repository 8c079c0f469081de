import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { QueryColumn, QueryTableHandle, RowAction, SearchField } from '@/client/ui/query-table/types';
import type { ApiRouteRecord } from '@/shared/contracts/admin-monitor';
import { apiListQueryOptions } from '../api/list-apis';
import { useListLoad } from '../hooks/use-list-load';
import { ApiPermissionDialog } from './api-permission-dialog';
import { PageHeader } from './page-header';

type Search = { keyword: string; permission: string; method: string };
const INITIAL: Search = { keyword: '', permission: '', method: '' };
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** 'public' and 'session' are the two checks that are not a function code. */
const isBuiltInCheck = (permission: string) => permission === 'public' || permission === 'session';

/**
 * /systemSettings/apiManageList: every API route and the check the server makes for it; an
 * administrator changes a route's check (or switches it off) and the server enforces it at once.
 */
export function ApiListPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const load = useListLoad(apiListQueryOptions);
  const [editing, setEditing] = useState<ApiRouteRecord | null>(null);
  const changed = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['admin-monitor', 'apiList'] });
    table.current?.reload();
  }, [queryClient]);
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
            <span data-testid="api-permission-text">{row.permission}</span>
          ),
      },
      { id: 'roles', header: t('api.roles'), cell: (row) => row.roles?.join(', ') ?? '' },
      {
        id: 'state',
        header: t('api.state'),
        width: 150,
        cell: (row) => (
          <HStack gap="1" data-testid="api-state">
            {row.overridden ? <Badge colorPalette="orange">{t('api.overridden')}</Badge> : null}
            {row.disabled ? <Badge colorPalette="red">{t('api.disabled')}</Badge> : null}
          </HStack>
        ),
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<ApiRouteRecord>[]>(
    () => [
      // Public routes (sign-in, captchas) keep their check: the server says so if one is saved.
      { key: 'edit', label: t('actions.edit'), onClick: setEditing },
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
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowKey={(row) => row.id}
        rowActions={actions}
        data-testid="api-table"
      />
      <ApiPermissionDialog route={editing} onClose={() => setEditing(null)} onSaved={() => void changed()} />
    </Stack>
  );
}
