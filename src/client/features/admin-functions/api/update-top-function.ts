import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type UpdateTopFunctionRequest } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

/** Makes a level-0 entry a top entry (or removes it) and sets its sort. */
export function updateTopFunction(
  request: UpdateTopFunctionRequest,
): Promise<{ id: string; isTop: boolean }> {
  return api.post<{ id: string; isTop: boolean }>(ADMIN_MENU_PATHS.updateTopFunction, request, actionKey());
}
