import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

export function deleteIcon(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_MENU_PATHS.deleteIcon, { id }, actionKey());
}
