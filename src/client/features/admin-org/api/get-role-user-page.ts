import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { ROLE_PATHS, type RoleUserRecord } from '@/shared/contracts/org-roles';
import type { PageResult } from '@/shared/contracts/page-query';

export interface RoleUserSearch {
  loginName: string;
  name: string;
  [key: string]: unknown;
}

export function getRoleUserPage(
  roleId: string,
  query: PageQuery<RoleUserSearch>,
): Promise<PageResult<RoleUserRecord>> {
  return api.post<PageResult<RoleUserRecord>>(ROLE_PATHS.getRoleUserPage, { ...query, roleId });
}
