import { api } from '@/client/lib/api-client';
import {
  type AddDepartUserRequest,
  type CreatedId,
  DEPART_USER_PATHS,
} from '@/shared/contracts/org-depart-users';
import { actionKey } from './keys';

/** Silent: the form places the server's refusals under their fields. */
export function addDepartUser(request: AddDepartUserRequest): Promise<CreatedId> {
  return api.post<CreatedId>(DEPART_USER_PATHS.addDepartUser, request, { ...actionKey(), silent: true });
}
