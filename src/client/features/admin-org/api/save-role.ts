import { api } from '@/client/lib/api-client';
import { type AddRoleRequest, ROLE_PATHS, type UpdateRoleRequest } from '@/shared/contracts/org-roles';
import { actionKey } from './keys';

/** Adds a role, or updates it when the request carries its id. Silent: the form shows errors. */
export function saveRole(request: AddRoleRequest | UpdateRoleRequest): Promise<{ id: string }> {
  const path = 'id' in request ? ROLE_PATHS.updateRole : ROLE_PATHS.addRole;
  return api.post<{ id: string }>(path, request, { ...actionKey(), silent: true });
}
