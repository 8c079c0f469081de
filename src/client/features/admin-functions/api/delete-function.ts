import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

/** The server refuses while the entry has children; its message is toasted. */
export function deleteFunction(id: string): Promise<{ id: string; removedGrants: number }> {
  return api.post<{ id: string; removedGrants: number }>(
    ADMIN_MENU_PATHS.deleteFunction,
    { id },
    actionKey(),
  );
}
