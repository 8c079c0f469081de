import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS, type SystemLogRecord } from '@/shared/contracts/admin-monitor';
import type { PageResult } from '@/shared/contracts/page-query';

export type SystemLogQuery = Record<string, string | number>;

/** Audit entries, newest first. */
export function listSystemLog(query: SystemLogQuery): Promise<PageResult<SystemLogRecord>> {
  return api.post<PageResult<SystemLogRecord>>(MONITOR_PATHS.systemLogPage, query);
}

export function systemLogQueryOptions(query: SystemLogQuery) {
  return queryOptions({
    queryKey: ['admin-monitor', 'systemLogPage', query],
    queryFn: () => listSystemLog(query),
    staleTime: 0,
  });
}
