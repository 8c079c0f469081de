import { api } from '@/client/lib/api-client';
import type { ResetSecretForSysRequest } from '@/shared/contracts/org-users';
import { accountPaths } from './account-paths';
import { actionKey } from './keys';

/** Silent: the dialog places the server's refusals under its fields. */
export function resetAccountSecret(
  experts: boolean,
  request: ResetSecretForSysRequest,
): Promise<{ id: string }> {
  return api.post<{ id: string }>(accountPaths(experts).resetSecret, request, {
    ...actionKey(),
    silent: true,
  });
}
