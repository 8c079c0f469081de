import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { MaterialItem } from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import { PLAN_KEY } from './keys';

/**
 * The material catalogue as the plan lines' picker reads it: the planners' read-only catalogue routes
 * (granted with purchaseCatalogue-list, which buyers have), approved and enabled items only. A role
 * without that grant is refused: the reads are silent (no error toast) and the picker says to type
 * the material instead.
 */
const CATALOGUE_KEY = [...PLAN_KEY, 'catalogue'] as const;
const PICK_PAGE_SIZE = 30;

export function catalogueTreeQueryOptions() {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'tree'],
    queryFn: () => api.post<MaterialCategoryNode[]>(PLAN_PATHS.catalogueTree, {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Items of a category (and those below it) whose code or name holds the keyword. */
export function catalogueItemsQueryOptions(filter: { categoryId: string; keyword: string }) {
  const body = {
    pageNo: 1,
    pageSize: PICK_PAGE_SIZE,
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'items', filter],
    queryFn: () => api.post<PageResult<MaterialItem>>(PLAN_PATHS.catalogueItems, body, { silent: true }),
    staleTime: 0,
    retry: false,
  });
}
