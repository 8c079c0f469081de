import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { DepartTreeNode } from '@/shared/contracts/org';
import { USER_PATHS } from '@/shared/contracts/org-users';
import { ORG_KEYS } from './keys';

/** Every organisation: the organisation picker of role assignment. */
export function findDepartTree(): Promise<DepartTreeNode[]> {
  return api.post<DepartTreeNode[]>(USER_PATHS.findDepartTree, {});
}

export function pickerDepartTreeQueryOptions() {
  return queryOptions({ queryKey: ORG_KEYS.pickerDepartTree, queryFn: findDepartTree, staleTime: 0 });
}
