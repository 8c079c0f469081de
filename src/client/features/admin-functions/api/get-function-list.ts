import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { Page } from '@/shared/contracts/admin-config-common';
import {
  ADMIN_MENU_PATHS,
  type FunctionRecord,
  type GetFunctionListRequest,
} from '@/shared/contracts/admin-config-menus';
import { ADMIN_FUNCTIONS_KEYS } from './keys';

/** A flat page of the entries in tree order (the list of the menu screen). */
export function getFunctionPage(
  request: GetFunctionListRequest & { pageNo: number },
): Promise<Page<FunctionRecord>> {
  return api.post<Page<FunctionRecord>>(ADMIN_MENU_PATHS.getFunctionList, request);
}

/** The whole tree of every menu type: parents to choose from and sibling positions. */
export function getFunctionTree(): Promise<FunctionRecord[]> {
  return api.post<FunctionRecord[]>(ADMIN_MENU_PATHS.getFunctionList, {});
}

export function functionTreeQueryOptions() {
  return queryOptions({ queryKey: [...ADMIN_FUNCTIONS_KEYS.functions, 'tree'], queryFn: getFunctionTree });
}
