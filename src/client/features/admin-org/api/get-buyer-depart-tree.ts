import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { DepartTreeNode } from '@/shared/contracts/org';
import { DEPART_USER_PATHS } from '@/shared/contracts/org-depart-users';
import { ORG_KEYS } from './keys';

/** The organisations the caller may manage users of (buyerOrgManage). */
export function getBuyerDepartTree(): Promise<DepartTreeNode[]> {
  return api.post<DepartTreeNode[]>(DEPART_USER_PATHS.getDepartTree, {});
}

export function buyerDepartTreeQueryOptions() {
  return queryOptions({ queryKey: ORG_KEYS.buyerDepartTree, queryFn: getBuyerDepartTree, staleTime: 0 });
}
