import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { DEPART_USER_PATHS, type DepartUserRecord } from '@/shared/contracts/org-depart-users';
import type { PageResult } from '@/shared/contracts/page-query';

export interface DepartUserSearch {
  loginName: string;
  name: string;
  phone: string;
  status: string;
  [key: string]: unknown;
}

export interface DepartUserScope {
  /** '' for every organisation the caller may manage. */
  departId: string;
  includeChildren: boolean;
}

export function getDepartUserPage(
  scope: DepartUserScope,
  query: PageQuery<DepartUserSearch>,
): Promise<PageResult<DepartUserRecord>> {
  const body = scope.departId
    ? { ...query, departId: scope.departId, includeChildren: scope.includeChildren }
    : query;
  return api.post<PageResult<DepartUserRecord>>(DEPART_USER_PATHS.getDepartUserPage, body);
}
