import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type FunctionRecord } from '@/shared/contracts/admin-config-menus';
import { ADMIN_FUNCTIONS_KEYS } from './keys';

/** Level-0 entries that are not top entries yet. */
export function getTopFunctionSelectList(): Promise<FunctionRecord[]> {
  return api.post<FunctionRecord[]>(ADMIN_MENU_PATHS.getTopFunctionSelectList, {});
}

export function topSelectListQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_FUNCTIONS_KEYS.top, 'select'],
    queryFn: getTopFunctionSelectList,
    staleTime: 0,
  });
}
