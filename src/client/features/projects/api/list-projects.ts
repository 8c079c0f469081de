import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { projectKeys } from './keys';

/** The project list's filter as the screen holds it ('' means no filter). */
export type ProjectSearch = { name: string; status: string };

/** The list's filter when it opens. */
export const PROJECT_SEARCH: ProjectSearch = { name: '', status: '' };

export function listProjects(query: PageQuery<ProjectSearch>): Promise<PageResult<TenderProjectView>> {
  return api.post<PageResult<TenderProjectView>>(TENDER_PATHS.projectPage, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.name.trim() ? { name: query.name.trim() } : {}),
    ...(query.status ? { status: query.status } : {}),
  });
}

export function projectListQueryOptions(query: PageQuery<ProjectSearch>) {
  return queryOptions({
    queryKey: [...projectKeys.list, query],
    queryFn: () => listProjects(query),
    staleTime: 0,
  });
}

/** The page the list opens on (its route's loader starts it). */
export function firstProjectPageQueryOptions() {
  return projectListQueryOptions({ ...PROJECT_SEARCH, pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
}
