import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MATERIAL_PATHS, type MaterialCategoryNode } from '@/shared/contracts/admin-material';
import { CATEGORY_TREE_KEY } from './get-category-tree';

/** Matching categories with their ancestors. */
export function searchCategoryTree(keyword: string): Promise<MaterialCategoryNode[]> {
  return api.post<MaterialCategoryNode[]>(MATERIAL_PATHS.categoryTreeSearch, { keyword });
}

export function categorySearchQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [...CATEGORY_TREE_KEY, 'search', keyword],
    queryFn: () => searchCategoryTree(keyword),
    staleTime: 0,
  });
}
