import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { ROLE_PATHS, type RoleRecord } from '@/shared/contracts/org-roles';
import type { PageResult } from '@/shared/contracts/page-query';

export interface RoleSearch {
  code: string;
  name: string;
  [key: string]: unknown;
}

export function getRolePage(menuType: string, query: PageQuery<RoleSearch>): Promise<PageResult<RoleRecord>> {
  return api.post<PageResult<RoleRecord>>(ROLE_PATHS.getRolePage, { ...query, menuType });
}
