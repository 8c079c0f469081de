import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import { USER_PATHS } from '@/shared/contracts/org-users';
import { ORG_KEYS } from './keys';

/** Every role, both menu types: the role picker of role assignment. */
export function findRoleList(): Promise<RoleBrief[]> {
  return api.post<RoleBrief[]>(USER_PATHS.findRoleList, {});
}

export function pickerRolesQueryOptions() {
  return queryOptions({ queryKey: ORG_KEYS.pickerRoles, queryFn: findRoleList, staleTime: 0 });
}
