import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { USER_PATHS, type UserAccountRecord } from '@/shared/contracts/org-users';
import type { PageResult } from '@/shared/contracts/page-query';

export interface UserInfoSearch {
  loginName: string;
  name: string;
  phone: string;
  departName: string;
  status: string;
  [key: string]: unknown;
}

export function getUserInfoPage(query: PageQuery<UserInfoSearch>): Promise<PageResult<UserAccountRecord>> {
  return api.post<PageResult<UserAccountRecord>>(USER_PATHS.getUserInfoPage, query);
}
