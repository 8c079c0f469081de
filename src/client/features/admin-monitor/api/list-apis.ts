import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS, type ApiRouteRecord } from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';

export type ApiListQuery = Record<string, string | number>;

/** The server's API routes with the permission each needs. */
export function listApis(query: ApiListQuery): Promise<PageResult<ApiRouteRecord>> {
  return api.post<PageResult<ApiRouteRecord>>(MONITOR_PATHS.apiList, query);
}

export function apiListQueryOptions(query: ApiListQuery) {
  return queryOptions({
    queryKey: ['admin-monitor', 'apiList', query],
    queryFn: () => listApis(query),
    staleTime: 0,
  });
}
