import { useQuery } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '../api/get-category-tree';
import { categorySearchQueryOptions } from '../api/search-category-tree';

/** The whole category tree, or the matches with their ancestors while a keyword is given. */
export function useCategoryTree(keyword = '') {
  const text = keyword.trim();
  const tree = useQuery({ ...categoryTreeQueryOptions(), enabled: text === '' });
  const search = useQuery({ ...categorySearchQueryOptions(text), enabled: text !== '' });
  const active = text === '' ? tree : search;
  return { nodes: active.data ?? [], isLoading: active.isLoading, error: active.error };
}
