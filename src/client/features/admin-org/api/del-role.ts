import { api } from '@/client/lib/api-client';
import { type RolePairRequest, USER_PATHS } from '@/shared/contracts/org-users';
import { actionKey } from './keys';

/** The server refuses to take away a user's last pair; the request layer toasts why. */
export function delRole(request: RolePairRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(USER_PATHS.delRole, request, actionKey());
}
