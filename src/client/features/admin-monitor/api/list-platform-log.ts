import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS, type PlatformLogRecord } from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';

export type PlatformLogQuery = Record<string, string | number>;

/** Calls to docking platforms, newest first. */
export function listPlatformLog(query: PlatformLogQuery): Promise<PageResult<PlatformLogRecord>> {
  return api.post<PageResult<PlatformLogRecord>>(MONITOR_PATHS.platformLogPage, query);
}

export function platformLogQueryOptions(query: PlatformLogQuery) {
  return queryOptions({
    queryKey: ['admin-monitor', 'platformLogPage', query],
    queryFn: () => listPlatformLog(query),
    staleTime: 0,
  });
}
