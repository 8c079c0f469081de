import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MATERIAL_PATHS, type MaterialCategoryNode } from '@/shared/contracts/admin-material';

export const CATEGORY_TREE_KEY = ['admin-material', 'categoryTree'] as const;

export function getCategoryTree(): Promise<MaterialCategoryNode[]> {
  return api.post<MaterialCategoryNode[]>(MATERIAL_PATHS.categoryTree, {});
}

export function categoryTreeQueryOptions() {
  return queryOptions({ queryKey: CATEGORY_TREE_KEY, queryFn: getCategoryTree, staleTime: 0 });
}
