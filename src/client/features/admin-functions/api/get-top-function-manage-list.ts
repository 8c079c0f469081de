import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type FunctionRecord } from '@/shared/contracts/admin-config-menus';

/** The entries of the top bar (every role's). */
export function getTopFunctionManageList(): Promise<FunctionRecord[]> {
  return api.post<FunctionRecord[]>(ADMIN_MENU_PATHS.getTopFunctionManageList, {});
}
