import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { MaterialItem } from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import { PLAN_KEY } from './keys';

/** The catalogue as planners read it (purchaseCatalogue-list: its own grant, read only). */
const KEY = [...PLAN_KEY, 'planner-catalogue'] as const;

export type CatalogueSearch = { keyword: string };

export function plannerTreeQueryOptions() {
  return queryOptions({
    queryKey: [...KEY, 'tree'],
    queryFn: () => api.post<MaterialCategoryNode[]>(PLAN_PATHS.catalogueTree, {}),
    staleTime: 5 * 60_000,
  });
}

export function plannerItemsQueryOptions(categoryId: string, query: PageQuery<CatalogueSearch>) {
  const body = {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(categoryId ? { categoryId } : {}),
    ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
  };
  return queryOptions({
    queryKey: [...KEY, 'items', body],
    queryFn: () => api.post<PageResult<MaterialItem>>(PLAN_PATHS.catalogueItems, body),
    staleTime: 0,
  });
}
