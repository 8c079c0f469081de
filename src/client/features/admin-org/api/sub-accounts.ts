import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import type { CreatedId } from '@/shared/contracts/org-depart-users';
import {
  type AddSubAccountRequest,
  type StopOrStartSubAccountRequest,
  SUPPLIER_USER_PATHS as PATHS,
  type SubAccountContext,
  type SubAccountRecord,
  type UpdateSubAccountRequest,
} from '@/shared/contracts/org-supplier-users';
import type { ResetSecretForSysRequest } from '@/shared/contracts/org-users';
import type { PageResult } from '@/shared/contracts/page-query';
import { actionKey } from './keys';

// Online only: accounts and passwords are decided by the server at once, never queued offline.

export const SUB_ACCOUNT_CONTEXT_KEY = ['admin-org', 'subAccountContext'] as const;

export function subAccountContextQueryOptions() {
  return queryOptions({
    queryKey: SUB_ACCOUNT_CONTEXT_KEY,
    queryFn: () => api.post<SubAccountContext>(PATHS.getSubAccountContext, {}),
    staleTime: 0,
  });
}

export interface SubAccountSearch {
  loginName: string;
  name: string;
  phone: string;
  status: string;
  [key: string]: unknown;
}

export function getSubAccountPage(query: PageQuery<SubAccountSearch>): Promise<PageResult<SubAccountRecord>> {
  return api.post<PageResult<SubAccountRecord>>(PATHS.getSubAccountPage, query);
}

/** Silent: the form places the server's refusals under their fields. */
export function addSubAccount(request: AddSubAccountRequest): Promise<CreatedId> {
  return api.post<CreatedId>(PATHS.addSubAccount, request, { ...actionKey(), silent: true });
}

/** Silent: the form places the server's refusals under their fields. */
export function updateSubAccount(request: UpdateSubAccountRequest): Promise<CreatedId> {
  return api.post<CreatedId>(PATHS.updateSubAccount, request, { ...actionKey(), silent: true });
}

export function stopOrStartSubAccount(request: StopOrStartSubAccountRequest): Promise<CreatedId> {
  return api.post<CreatedId>(PATHS.stopOrStartSubAccount, request, actionKey());
}

export function resetSubAccountSecret(request: ResetSecretForSysRequest): Promise<CreatedId> {
  return api.post<CreatedId>(PATHS.resetSubAccountSecret, request, { ...actionKey(), silent: true });
}
