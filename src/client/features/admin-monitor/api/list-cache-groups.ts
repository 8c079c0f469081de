import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { type CacheGroup, MONITOR_PATHS } from '@/shared/contracts/admin-monitor';

export function listCacheGroups(): Promise<CacheGroup[]> {
  return api.post<CacheGroup[]>(MONITOR_PATHS.cacheGroups, {});
}

export function cacheGroupsQueryOptions() {
  return queryOptions({ queryKey: ['admin-monitor', 'cacheGroups'], queryFn: listCacheGroups, staleTime: 0 });
}
