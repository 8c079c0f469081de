import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery, QueryResult } from '@/client/ui/query-table/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import { PLAN_STATUS } from '@/shared/codes/plans';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import { wanToYuan } from '@/shared/rules/plan-money';
import { planKeys } from './keys';
import type { PlanPage, PlanRow } from './plan-types';

/** The tab of every status. */
export const ALL_STATUSES = 'all';

/** A plan list's filter as the screen holds it ('' means no filter; amounts in 10,000 yuan). */
export type PlanSearch = {
  keyword: string;
  year: string;
  amountMinWan: string;
  amountMaxWan: string;
  /** The tab: a plan status or ALL_STATUSES. */
  status: string;
};

export const PLAN_SEARCH: PlanSearch = {
  keyword: '',
  year: '',
  amountMinWan: '',
  amountMaxWan: '',
  status: ALL_STATUSES,
};

/** An amount typed in 10,000s as the yuan the query takes; a bad one goes as typed so the server names it. */
const amountOf = (wan: string) => (wan.trim() ? (wanToYuan(wan) ?? wan.trim()) : undefined);

/** The page query's body: only the filters that are set. */
export function planPageBody(planType: string, query: PageQuery<PlanSearch>): Record<string, unknown> {
  const body: Record<string, unknown> = { planType, pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.keyword.trim()) body.keyword = query.keyword.trim();
  if (query.year.trim()) body.year = query.year.trim();
  if (query.status && query.status !== ALL_STATUSES) body.status = query.status;
  const min = amountOf(query.amountMinWan);
  const max = amountOf(query.amountMaxWan);
  if (min !== undefined) body.amountMin = min;
  if (max !== undefined) body.amountMax = max;
  return body;
}

export function listPlans(planType: string, query: PageQuery<PlanSearch>): Promise<PlanPage> {
  return api.post<PlanPage>(PLAN_PATHS.planPage, planPageBody(planType, query));
}

/** The counts of each status tab (0 for a status the answer leaves out), 'all' being their sum. */
export function tabCountsOf(page: PlanPage): Record<string, number> | undefined {
  const counts = page.statusCounts;
  if (!counts) return undefined;
  const tabs: Record<string, number> = {};
  let all = 0;
  for (const status of Object.values(PLAN_STATUS)) {
    const n = counts[status];
    tabs[status] = typeof n === 'number' && Number.isFinite(n) ? n : 0;
    all += tabs[status];
  }
  tabs[ALL_STATUSES] = all;
  return tabs;
}

export function toQueryResult(page: PlanPage): QueryResult<PlanRow> {
  const result: QueryResult<PlanRow> = { records: page.records, total: page.total };
  if (page.totalCapped) result.totalCapped = true;
  const tabCounts = tabCountsOf(page);
  if (tabCounts) result.tabCounts = tabCounts;
  return result;
}

export function planListQueryOptions(planType: string, query: PageQuery<PlanSearch>) {
  return queryOptions({
    queryKey: [...planKeys.list(planType), query],
    queryFn: () => listPlans(planType, query),
    staleTime: 0,
  });
}

/** The page a list opens on (its route's loader starts it). */
export function firstPlanPageQueryOptions(planType: string) {
  return planListQueryOptions(planType, { ...PLAN_SEARCH, pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
}
