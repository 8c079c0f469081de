import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS, type AccessLogRecord } from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';

export type AccessLogQuery = Record<string, string | number>;

/** Access records of API calls, newest first. */
export function listAccessLog(query: AccessLogQuery): Promise<PageResult<AccessLogRecord>> {
  return api.post<PageResult<AccessLogRecord>>(MONITOR_PATHS.accessLogPage, query);
}

export function accessLogQueryOptions(query: AccessLogQuery) {
  return queryOptions({
    queryKey: ['admin-monitor', 'accessLogPage', query],
    queryFn: () => listAccessLog(query),
    staleTime: 0,
  });
}
