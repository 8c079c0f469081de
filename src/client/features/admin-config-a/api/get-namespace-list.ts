import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_LANG_PATHS } from '@/shared/contracts/admin-config-lang';
import { ADMIN_CONFIG_A_KEYS } from './query-keys';

export function getNamespaceList(): Promise<string[]> {
  return api.post<string[]>(ADMIN_LANG_PATHS.getNamespaceList, {});
}

export function namespaceListQueryOptions() {
  return queryOptions({ queryKey: ADMIN_CONFIG_A_KEYS.namespaces, queryFn: getNamespaceList });
}
