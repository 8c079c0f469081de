import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { AUTH_PATHS, type DepartRoleList } from '@/shared/contracts/auth';

export function getDepartRoleList(): Promise<DepartRoleList> {
  return api.post<DepartRoleList>(AUTH_PATHS.departRoleList, {});
}

export function departRoleListQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'departRoleList'], queryFn: getDepartRoleList, staleTime: 0 });
}
