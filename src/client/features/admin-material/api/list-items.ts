import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { MATERIAL_ITEM_PATHS, type MaterialItem } from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';

/** The catalogue list's filter as the screen holds it ('' means no filter). */
export type ItemSearch = {
  categoryId: string;
  code: string;
  name: string;
  auditStatus: string;
  status: string;
};

export const ITEMS_KEY = ['admin-material', 'items'] as const;

export function listItems(query: PageQuery<ItemSearch>): Promise<PageResult<MaterialItem>> {
  return api.post<PageResult<MaterialItem>>(MATERIAL_ITEM_PATHS.list, query);
}

export function itemListQueryOptions(query: PageQuery<ItemSearch>) {
  return queryOptions({ queryKey: [...ITEMS_KEY, query], queryFn: () => listItems(query), staleTime: 0 });
}
