import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';
import { CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import type {
  ConstructionPageResult,
  ConstructionProjectDetail,
  ConstructionProjectView,
  ConstructionOption,
  ConstructionTenderView,
} from '@/shared/contracts/construction-projects';
import type { PageResult } from '@/shared/contracts/page-query';
import { constructionKeys } from './keys';

/** The list's filter as the screen holds it ('' means no filter); `tab` is the status tab. */
export type ConstructionSearch = { keyword: string; year: string; region: string; tab: string };
export const CONSTRUCTION_SEARCH: ConstructionSearch = { keyword: '', year: '', region: '', tab: '' };

export function listConstruction(
  query: PageQuery<ConstructionSearch>,
): Promise<ConstructionPageResult<ConstructionProjectView>> {
  const text = (value: string) => value.trim();
  return api.post(CONSTRUCTION_PATHS.page, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(text(query.keyword) ? { keyword: text(query.keyword) } : {}),
    ...(text(query.year) ? { year: text(query.year) } : {}),
    ...(text(query.region) ? { region: text(query.region) } : {}),
    ...(query.tab ? { status: query.tab } : {}),
  });
}

export function constructionListQueryOptions(query: PageQuery<ConstructionSearch>) {
  return queryOptions({
    queryKey: [...constructionKeys.list, query],
    queryFn: () => listConstruction(query),
    staleTime: 0,
  });
}

export function firstConstructionPageQueryOptions() {
  return constructionListQueryOptions({
    ...CONSTRUCTION_SEARCH,
    pageNo: FIRST_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
  });
}

export function constructionQueryOptions(id: string) {
  return queryOptions({
    queryKey: constructionKeys.one(id),
    queryFn: () => api.post<ConstructionProjectDetail>(CONSTRUCTION_PATHS.get, { id }),
    staleTime: 0,
  });
}

export function correlationQueryOptions(id: string, page: { pageNo: number; pageSize: number }) {
  return queryOptions({
    queryKey: [...constructionKeys.correlation(id), page],
    queryFn: () =>
      api.post<PageResult<ConstructionTenderView>>(CONSTRUCTION_PATHS.correlation, { id, ...page }),
    staleTime: 0,
  });
}

export function linkCandidatesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...constructionKeys.correlation(id), 'candidates'],
    queryFn: () => api.post<ConstructionTenderView[]>(CONSTRUCTION_PATHS.linkCandidates, { id }),
    staleTime: 0,
  });
}

/**
 * Projects a plan line may name (not completed), for other areas' pickers. Silent: a role without the
 * construction screens is refused, and its picker simply offers none.
 */
export function constructionOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...constructionKeys.all, 'options'],
    queryFn: () => api.post<ConstructionOption[]>(CONSTRUCTION_PATHS.options, {}, { silent: true }),
    staleTime: 60_000,
    retry: false,
  });
}
