import { api } from '@/client/lib/api-client';
import { DEPART_USER_PATHS, type UpdateDepartUserRequest } from '@/shared/contracts/org-depart-users';
import { actionKey } from './keys';

/** Silent: the form places the server's refusals under their fields. */
export function updateDepartUser(request: UpdateDepartUserRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(DEPART_USER_PATHS.updateDepartUser, request, {
    ...actionKey(),
    silent: true,
  });
}
