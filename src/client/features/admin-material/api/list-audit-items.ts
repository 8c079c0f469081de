import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { MATERIAL_ITEM_PATHS, type MaterialItem } from '@/shared/contracts/admin-material-items';
import type { PageResult } from '@/shared/contracts/page-query';

export type AuditSearch = { keyword: string };

/** Items waiting for audit. */
export function listAuditItems(query: PageQuery<AuditSearch>): Promise<PageResult<MaterialItem>> {
  return api.post<PageResult<MaterialItem>>(MATERIAL_ITEM_PATHS.auditList, query);
}

export function auditListQueryOptions(query: PageQuery<AuditSearch>) {
  return queryOptions({
    queryKey: ['admin-material', 'audit', query],
    queryFn: () => listAuditItems(query),
    staleTime: 0,
  });
}
