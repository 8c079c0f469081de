import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type {
  PageQuery,
  QueryColumn,
  QueryTableHandle,
  RowAction,
  SearchField,
} from '@/client/ui/query-table/types';
import { notifySuccess } from '@/client/ui/toaster';
import { pageLocally } from '@/shared/format/paging';
import { clearCache } from '../api/clear-cache';
import { cacheListQueryOptions } from '../api/list-caches';
import { type CacheRow, cacheRows, clearAllRequests, clearOne, totalEntries } from '../lib/cache-rows';
import { ConfirmDialog } from '@/client/ui/confirm-dialog';
import { PageHeader } from './page-header';

type Search = { name: string; kind: string };
const INITIAL: Search = { name: '', kind: '' };
type Clearing = { kind: 'one'; row: CacheRow } | { kind: 'all' } | null;

/** /redisManagement/projectRedisList: the app's caches with their sizes; clear one or all. */
export function CachePage() {
  const { t } = useTranslation('admin-monitor-ui');
  const queryClient = useQueryClient();
  const table = useRef<QueryTableHandle>(null);
  const summary = useQuery(cacheListQueryOptions());
  const [clearing, setClearing] = useState<Clearing>(null);

  const load = useCallback(
    async (query: PageQuery<Search>) => {
      const rows = cacheRows(await queryClient.fetchQuery(cacheListQueryOptions()));
      const page = pageLocally(rows, { ...query, filters: { name: query.name, kind: query.kind } });
      return { records: page.rows, total: page.total };
    },
    [queryClient],
  );
  const clear = async (target: Exclude<Clearing, null>) => {
    const requests = target.kind === 'one' ? [clearOne(target.row)] : clearAllRequests(summary.data);
    let cleared = 0;
    for (const request of requests) cleared += (await clearCache(request)).cleared;
    notifySuccess(t('cache.cleared', { count: cleared }));
    await queryClient.invalidateQueries({ queryKey: ['admin-monitor'] });
    table.current?.reload();
  };

  const columns = useMemo<QueryColumn<CacheRow>[]>(
    () => [
      {
        id: 'kind',
        header: t('cache.kind'),
        width: 100,
        cell: (row) => <Badge>{t(`codes.cacheKind.${row.kind}`)}</Badge>,
      },
      {
        id: 'name',
        header: t('cache.name'),
        cell: (row) => <span data-testid="cache-name">{row.name}</span>,
      },
      {
        id: 'size',
        header: t('cache.size'),
        width: 100,
        cell: (row) => <span data-testid="cache-size">{row.size ?? ''}</span>,
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [
      { name: 'name', label: t('cache.name') },
      {
        name: 'kind',
        label: t('cache.kind'),
        type: 'select',
        options: (['memory', 'redis'] as const).map((kind) => ({
          value: kind,
          label: t(`codes.cacheKind.${kind}`),
        })),
      },
    ],
    [t],
  );
  const actions = useMemo<RowAction<CacheRow>[]>(
    () => [
      {
        key: 'clear',
        label: t('cache.clear'),
        colorPalette: 'red',
        onClick: (row) => setClearing({ kind: 'one', row }),
      },
    ],
    [t],
  );
  const redis = summary.data?.redis;

  return (
    <Stack gap="4" data-testid="cache-page">
      <PageHeader title={t('cache.title')}>
        <Button
          size="sm"
          colorPalette="red"
          onClick={() => setClearing({ kind: 'all' })}
          data-testid="cache-clear-all"
        >
          {t('cache.clearAll')}
        </Button>
      </PageHeader>
      <HStack gap="6" wrap="wrap" fontSize="sm" data-testid="cache-summary">
        <Text>
          {t('cache.memorySummary', {
            count: summary.data?.memory.length ?? 0,
            entries: totalEntries(summary.data),
          })}
        </Text>
        <Text color={redis?.error ? 'fg.error' : undefined}>
          {!redis?.enabled
            ? t('cache.redisOff')
            : redis.error
              ? t('cache.redisError', { error: redis.error })
              : t(redis.truncated ? 'cache.redisTruncated' : 'cache.redisKeys', { count: redis.keys.length })}
        </Text>
      </HStack>
      <QueryTable<CacheRow, Search>
        ref={table}
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowActions={actions}
        rowKey={(row) => `${row.kind}:${row.name}`}
        data-testid="cache-table"
      />
      <ConfirmDialog
        open={clearing !== null}
        title={t('cache.clearTitle')}
        message={
          clearing?.kind === 'one'
            ? t('cache.confirmOne', { name: clearing.row.name })
            : t('cache.confirmAll')
        }
        confirmLabel={t('cache.clear')}
        onCancel={() => setClearing(null)}
        onConfirm={() => (clearing ? clear(clearing) : Promise.resolve())}
      />
    </Stack>
  );
}
