import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_LANG_PATHS } from '@/shared/contracts/admin-config-lang';
import { ADMIN_LANG_KEYS } from './keys';

export function getNamespaceList(): Promise<string[]> {
  return api.post<string[]>(ADMIN_LANG_PATHS.getNamespaceList, {});
}

export function namespaceListQueryOptions() {
  return queryOptions({ queryKey: ADMIN_LANG_KEYS.namespaces, queryFn: getNamespaceList });
}
