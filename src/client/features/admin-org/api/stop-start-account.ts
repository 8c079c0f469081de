import { api } from '@/client/lib/api-client';
import type { UserStopOrStartRequest } from '@/shared/contracts/org-users';
import { accountPaths } from './account-paths';
import { actionKey } from './keys';

export function stopOrStartAccount(
  experts: boolean,
  request: UserStopOrStartRequest,
): Promise<{ id: string }> {
  return api.post<{ id: string }>(accountPaths(experts).stopOrStart, request, actionKey());
}
