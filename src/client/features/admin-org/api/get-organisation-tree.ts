import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { type DepartTreeNode, ORG_PATHS } from '@/shared/contracts/org';
import { ORG_KEYS } from './keys';

/** Every organisation, stopped ones included (systemBuyerOrgManage). */
export function getOrganisationTree(): Promise<DepartTreeNode[]> {
  return api.post<DepartTreeNode[]>(ORG_PATHS.initOrganizationTree, {});
}

export function organisationTreeQueryOptions() {
  return queryOptions({ queryKey: ORG_KEYS.organisationTree, queryFn: getOrganisationTree, staleTime: 0 });
}
