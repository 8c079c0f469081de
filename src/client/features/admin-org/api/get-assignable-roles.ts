import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { DEPART_USER_PATHS, type RoleBrief } from '@/shared/contracts/org-depart-users';
import { ORG_KEYS } from './keys';

export function getAssignableRoles(): Promise<RoleBrief[]> {
  return api.post<RoleBrief[]>(DEPART_USER_PATHS.getAssignableRoleList, {});
}

export function assignableRolesQueryOptions() {
  return queryOptions({ queryKey: ORG_KEYS.assignableRoles, queryFn: getAssignableRoles, staleTime: 0 });
}
