import { api } from '@/client/lib/api-client';
import { DEPART_USER_PATHS, type DepartUserPairRequest } from '@/shared/contracts/org-depart-users';
import { actionKey } from './keys';

/** Removes one organisation-role pair; the server keeps an account's last pair. */
export function deleteDepartUser(request: DepartUserPairRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(DEPART_USER_PATHS.deleteDepartUser, request, actionKey());
}
