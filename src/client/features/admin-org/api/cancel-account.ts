import { api } from '@/client/lib/api-client';
import { accountPaths } from './account-paths';
import { actionKey } from './keys';

/** Cancelling is final: the account can neither sign in nor be reopened. */
export function cancelAccount(experts: boolean, userId: string): Promise<{ id: string }> {
  return api.post<{ id: string }>(accountPaths(experts).cancel, { userId }, actionKey());
}
