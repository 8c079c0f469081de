import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type SaveIconRequest } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

/** Adds an icon, or changes it when `id` is set. */
export function saveIcon(request: SaveIconRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_MENU_PATHS.saveOrUpdateIcon, request, actionKey());
}
