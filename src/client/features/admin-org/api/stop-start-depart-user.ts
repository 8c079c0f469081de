import { api } from '@/client/lib/api-client';
import { DEPART_USER_PATHS, type StopOrStartDepartUserRequest } from '@/shared/contracts/org-depart-users';
import { actionKey } from './keys';

export function stopOrStartDepartUser(request: StopOrStartDepartUserRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(DEPART_USER_PATHS.stopOrStartDepartUser, request, actionKey());
}
