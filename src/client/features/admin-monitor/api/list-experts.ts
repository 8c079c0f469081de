import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MONITOR_PATHS } from '@/shared/contracts/admin-monitor';
import type { ExpertRecord } from '@/shared/contracts/admin-monitor-settings';
import type { PageResult } from '@/shared/contracts/page-query';

export type ExpertQuery = Record<string, string | number>;

export function listExperts(query: ExpertQuery): Promise<PageResult<ExpertRecord>> {
  return api.post<PageResult<ExpertRecord>>(MONITOR_PATHS.expertPage, query);
}

export function expertQueryOptions(query: ExpertQuery) {
  return queryOptions({
    queryKey: ['admin-monitor', 'expertPage', query],
    queryFn: () => listExperts(query),
    staleTime: 0,
  });
}
