import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageQuery, QueryResult, SearchValues } from '@/client/ui/query-table/types';
import type { PageResult } from '@/shared/contracts/page-query';
import { toServerQuery } from '../lib/search-query';

type ServerQuery = Record<string, string | number>;

/** The load of a query table: the search form cleaned for the server, fetched through react-query. */
export function useListLoad<Row, K extends QueryKey>(
  options: (query: ServerQuery) => FetchQueryOptions<PageResult<Row>, Error, PageResult<Row>, K>,
) {
  const queryClient = useQueryClient();
  return useCallback(
    (query: PageQuery<SearchValues>): Promise<QueryResult<Row>> =>
      queryClient.fetchQuery(options(toServerQuery(query))),
    [queryClient, options],
  );
}
