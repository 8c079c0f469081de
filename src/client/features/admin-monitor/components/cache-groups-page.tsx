import { Badge, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, SearchField } from '@/client/ui/query-table/types';
import type { CacheGroup } from '@/shared/contracts/admin-monitor';
import { pageLocally } from '@/shared/format/paging';
import { cacheGroupsQueryOptions } from '../api/list-cache-groups';
import { PageHeader } from './page-header';

type Search = { prefix: string };
const INITIAL: Search = { prefix: '' };
/** Sample keys shown in a row; the server sends up to 50 per group. */
const SHOWN_KEYS = 5;

/** /redisManagement/packageRedisList: cache keys grouped by cache (memory) or key prefix (Redis). */
export function CacheGroupsPage() {
  const { t } = useTranslation('admin-monitor-ui');
  const queryClient = useQueryClient();
  const load = useCallback(
    async (query: PageQuery<Search>) => {
      const groups = await queryClient.fetchQuery(cacheGroupsQueryOptions());
      const page = pageLocally(groups, { ...query, filters: { prefix: query.prefix } });
      return { records: page.rows, total: page.total };
    },
    [queryClient],
  );
  const columns = useMemo<QueryColumn<CacheGroup>[]>(
    () => [
      {
        id: 'kind',
        header: t('cache.kind'),
        width: 100,
        cell: (row) => <Badge>{t(`codes.cacheKind.${row.kind}`)}</Badge>,
      },
      {
        id: 'prefix',
        header: t('cacheGroups.prefix'),
        cell: (row) => <Text data-i18n-keys="">{row.prefix}</Text>,
      },
      { id: 'count', header: t('cacheGroups.count'), field: 'count', width: 90 },
      {
        id: 'keys',
        header: t('cacheGroups.keys'),
        cell: (row) => (
          <Text fontSize="xs" wordBreak="break-all" data-i18n-keys="">
            {row.keys.slice(0, SHOWN_KEYS).join(', ')}
            {row.count > SHOWN_KEYS ? ` … (+${row.count - SHOWN_KEYS})` : ''}
          </Text>
        ),
      },
    ],
    [t],
  );
  const searchFields = useMemo<SearchField[]>(
    () => [{ name: 'prefix', label: t('cacheGroups.prefix') }],
    [t],
  );
  return (
    <Stack gap="4" data-testid="cache-groups-page">
      <PageHeader title={t('cacheGroups.title')} />
      <QueryTable<CacheGroup, Search>
        columns={columns}
        load={load}
        searchFields={searchFields}
        initialSearch={INITIAL}
        rowKey={(row) => `${row.kind}:${row.prefix}`}
        data-testid="cache-groups-table"
      />
    </Stack>
  );
}
