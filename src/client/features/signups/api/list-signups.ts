import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { SignupView } from '@/shared/contracts/tenders';
import { signupKeys } from './keys';

/** The signup audit filter ('' means no filter). */
export type SignupSearch = { projectId: string; auditStatus: string };

/** The audit list's filter when it opens, narrowed to the project it was opened for. */
export const signupSearchOf = (projectId: string): SignupSearch => ({ projectId, auditStatus: '' });

export function listSignups(query: PageQuery<SignupSearch>): Promise<PageResult<SignupView>> {
  return api.post<PageResult<SignupView>>(TENDER_PATHS.signupPage, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.projectId ? { projectId: query.projectId } : {}),
    ...(query.auditStatus ? { auditStatus: query.auditStatus } : {}),
  });
}

export function signupListQueryOptions(query: PageQuery<SignupSearch>) {
  return queryOptions({
    queryKey: [...signupKeys.list, query],
    queryFn: () => listSignups(query),
    staleTime: 0,
  });
}

/** The page the audit list opens on (its route's loader starts it). */
export function firstSignupPageQueryOptions(projectId: string) {
  return signupListQueryOptions({
    ...signupSearchOf(projectId),
    pageNo: FIRST_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
  });
}
