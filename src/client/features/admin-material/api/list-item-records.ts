import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { MATERIAL_ITEM_PATHS, type MaterialItemChange } from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';

export interface ItemRecordQuery {
  itemId: string;
  pageNo: number;
  pageSize: number;
}

/** Change records of one item, newest first. */
export function listItemRecords(query: ItemRecordQuery): Promise<PageResult<MaterialItemChange>> {
  return api.post<PageResult<MaterialItemChange>>(MATERIAL_ITEM_PATHS.record, query);
}

export function itemRecordsQueryOptions(query: ItemRecordQuery) {
  return queryOptions({
    queryKey: ['admin-material', 'itemRecords', query],
    queryFn: () => listItemRecords(query),
    staleTime: 0,
  });
}
