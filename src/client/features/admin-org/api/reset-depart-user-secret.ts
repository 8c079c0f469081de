import { api } from '@/client/lib/api-client';
import { DEPART_USER_PATHS, type ResetDepartUserSecretRequest } from '@/shared/contracts/org-depart-users';
import { actionKey } from './keys';

export function resetDepartUserSecret(request: ResetDepartUserSecretRequest): Promise<{ id: string }> {
  return api.post<{ id: string }>(DEPART_USER_PATHS.resetDepartUserSecret, request, {
    ...actionKey(),
    silent: true,
  });
}
