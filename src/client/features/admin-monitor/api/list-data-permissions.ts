import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import type { DataPermissionRecord } from '@/shared/contracts/admin-monitor-settings';
import type { PageResult } from '@/shared/contracts/page-query';

export type DataPermissionQuery = Record<string, string | number>;

export function listDataPermissions(query: DataPermissionQuery): Promise<PageResult<DataPermissionRecord>> {
  return api.post<PageResult<DataPermissionRecord>>(MONITOR_PATHS.dataPermissionPage, query);
}

export function dataPermissionQueryOptions(query: DataPermissionQuery) {
  return queryOptions({
    queryKey: ['admin-monitor', 'dataPermissionPage', query],
    queryFn: () => listDataPermissions(query),
    staleTime: 0,
  });
}
