import { api } from '@/client/lib/api-client';
import { type RolePairRequest, USER_PATHS } from '@/shared/contracts/org-users';
import { actionKey } from './keys';

/** Silent: the dialog places the server's refusals under their fields. */
export function setRole(request: RolePairRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(USER_PATHS.setRole, request, { ...actionKey(), silent: true });
}
