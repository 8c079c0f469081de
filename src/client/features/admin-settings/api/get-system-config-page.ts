import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { ConfigScope, Page } from '@/shared/contracts/admin-config-common';
import { ADMIN_SETTINGS_PATHS, type SystemConfigRecord } from '@/shared/contracts/admin-config-settings';
import { ADMIN_SETTINGS_KEYS } from './keys';

export interface SystemConfigQuery {
  configType: ConfigScope;
  configKey: string;
  pageNo: number;
  pageSize: number;
}

export function getSystemConfigPage(query: SystemConfigQuery): Promise<Page<SystemConfigRecord>> {
  return api.post<Page<SystemConfigRecord>>(ADMIN_SETTINGS_PATHS.getSystemConfigPage, query);
}

export function systemConfigPageQueryOptions(query: SystemConfigQuery) {
  return queryOptions({
    queryKey: [...ADMIN_SETTINGS_KEYS.systemConfigs, query],
    queryFn: () => getSystemConfigPage(query),
    staleTime: 0,
  });
}
