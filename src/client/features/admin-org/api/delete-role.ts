import { api } from '@/client/lib/api-client';
import { ROLE_PATHS } from '@/shared/contracts/org-roles';
import { actionKey } from './keys';

/** Built-in roles and roles users still hold are refused; the request layer toasts why. */
export function deleteRole(id: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(ROLE_PATHS.deleteRole, { id }, actionKey());
}
