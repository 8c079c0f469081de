import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ROLE_PATHS, type RoleFunctionNode } from '@/shared/contracts/org-roles';
import { ORG_KEYS } from './keys';

/** The menu entries of the role's menu type, `checked` where granted. */
export function getRoleFunctionTree(roleId: string): Promise<RoleFunctionNode[]> {
  return api.post<RoleFunctionNode[]>(ROLE_PATHS.getRoleFunctionTree, { roleId });
}

export function roleFunctionTreeQueryOptions(roleId: string) {
  return queryOptions({
    queryKey: [...ORG_KEYS.roleFunctionTree, roleId],
    queryFn: () => getRoleFunctionTree(roleId),
    staleTime: 0,
    gcTime: 0,
  });
}
