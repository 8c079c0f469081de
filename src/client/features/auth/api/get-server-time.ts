import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { TOOLS_PATHS } from '@/shared/contracts/tools-paths';
import type { ServerTimeResponse } from '@/shared/contracts/tools';

export function getServerTime(): Promise<ServerTimeResponse> {
  return api.post<ServerTimeResponse>(TOOLS_PATHS.getTime, {});
}

export function serverTimeQueryOptions() {
  return queryOptions({ queryKey: ['tools', 'serverTime'], queryFn: getServerTime, staleTime: 0 });
}
