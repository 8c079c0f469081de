import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ENABLE_STATUS, MATERIAL_PATHS, type MaterialCategoryNode } from '@/shared/contracts/admin-material';
import {
  AUDIT_STATUS,
  MATERIAL_ITEM_PATHS,
  type MaterialItem,
} from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';
import { PLAN_KEY } from './keys';

/**
 * The material catalogue as the plan lines' picker reads it. The catalogue's calls are granted with its
 * administration screens (materialCategory, materialItem), so for most buyers they are refused: the
 * reads are silent (no error toast) and the picker says to type the material instead.
 */
const CATALOGUE_KEY = [...PLAN_KEY, 'catalogue'] as const;
const PICK_PAGE_SIZE = 30;

export function catalogueTreeQueryOptions() {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'tree'],
    queryFn: () => api.post<MaterialCategoryNode[]>(MATERIAL_PATHS.categoryTree, {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Approved, enabled items of a category (and those below it) whose code or name holds the keyword. */
export function catalogueItemsQueryOptions(filter: { categoryId: string; keyword: string }) {
  const body = {
    pageNo: 1,
    pageSize: PICK_PAGE_SIZE,
    auditStatus: AUDIT_STATUS.APPROVED,
    status: ENABLE_STATUS.ENABLED,
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'items', filter],
    queryFn: () => api.post<PageResult<MaterialItem>>(MATERIAL_ITEM_PATHS.list, body, { silent: true }),
    staleTime: 0,
    retry: false,
  });
}
