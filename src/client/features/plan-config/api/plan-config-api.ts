import { queryOptions } from '@tanstack/react-query';
import type { PageQuery } from '@/client/ui/query-table/types';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import type { DepartTreeNode } from '@/shared/contracts/org';
import { USER_PATHS } from '@/shared/contracts/org-users';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanConfigSaveInput, PlanConfigView } from '@/shared/contracts/plans';

export interface PlanConfigSearch extends Record<string, string> {
  keyword: string;
}

/** The saved configurations, latest change first, by department name. */
export function getPlanConfigPage(query: PageQuery<PlanConfigSearch>): Promise<PageResult<PlanConfigView>> {
  const { keyword, ...paging } = query;
  return api.post<PageResult<PlanConfigView>>(
    PLAN_PATHS.configPage,
    keyword ? { ...paging, keyword } : paging,
  );
}

export function savePlanConfig(input: PlanConfigSaveInput): Promise<PlanConfigView> {
  return api.post<PlanConfigView>(PLAN_PATHS.configSave, input);
}

/** Every organisation and department (the same tree as role assignment's picker). */
export function departTreeQueryOptions() {
  return queryOptions({
    queryKey: ['plan-config', 'departs'] as const,
    queryFn: () => api.post<DepartTreeNode[]>(USER_PATHS.findDepartTree, {}, { silent: true }),
    staleTime: 60_000,
  });
}
