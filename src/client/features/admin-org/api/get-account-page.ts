import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import type { UserAccountRecord } from '@/shared/contracts/org-users';
import type { PageResult } from '@/shared/contracts/page-query';
import { accountPaths } from './account-paths';

export interface AccountSearch {
  loginName: string;
  name: string;
  phone: string;
  status: string;
  roleCode: string;
  [key: string]: unknown;
}

export function getAccountPage(
  experts: boolean,
  query: PageQuery<AccountSearch>,
): Promise<PageResult<UserAccountRecord>> {
  return api.post<PageResult<UserAccountRecord>>(accountPaths(experts).page, query);
}
