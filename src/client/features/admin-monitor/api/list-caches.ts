import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { type CacheListResponse, MONITOR_PATHS } from '@/shared/contracts/admin-monitor';

export function listCaches(): Promise<CacheListResponse> {
  return api.post<CacheListResponse>(MONITOR_PATHS.cacheList, {});
}

export function cacheListQueryOptions() {
  return queryOptions({ queryKey: ['admin-monitor', 'caches'], queryFn: listCaches, staleTime: 0 });
}
