import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { ClarificationView } from '@/shared/contracts/tenders';
import { clarificationKeys } from './keys';

export type ClarificationSearch = { projectId: string };

export function listClarifications(
  query: PageQuery<ClarificationSearch>,
): Promise<PageResult<ClarificationView>> {
  return api.post<PageResult<ClarificationView>>(TENDER_PATHS.clarificationPage, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.projectId ? { projectId: query.projectId } : {}),
  });
}

export function clarificationListQueryOptions(query: PageQuery<ClarificationSearch>) {
  return queryOptions({
    queryKey: [...clarificationKeys.list, query],
    queryFn: () => listClarifications(query),
    staleTime: 0,
  });
}

/** The page the list opens on, narrowed to the project it was opened for (its route's loader starts it). */
export function firstClarificationPageQueryOptions(projectId: string) {
  return clarificationListQueryOptions({ projectId, pageNo: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE });
}
