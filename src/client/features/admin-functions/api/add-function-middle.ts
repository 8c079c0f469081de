import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type AddFunctionMiddleRequest } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

/** Adds the entry at `position` among its siblings; the later ones move down. */
export function addFunctionMiddle(request: AddFunctionMiddleRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_MENU_PATHS.addFunctionMiddle, request, actionKey());
}
