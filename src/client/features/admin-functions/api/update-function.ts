import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type UpdateFunctionRequest } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

export function updateFunction(request: UpdateFunctionRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_MENU_PATHS.updateFunction, request, actionKey());
}
