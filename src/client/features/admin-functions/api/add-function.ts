import { api } from '@/client/lib/api-client';
import { ADMIN_MENU_PATHS, type AddFunctionRequest } from '@/shared/contracts/admin-config-menus';
import { actionKey } from '@/client/features/admin-common';

export function addFunction(request: AddFunctionRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(ADMIN_MENU_PATHS.addFunction, request, actionKey());
}
