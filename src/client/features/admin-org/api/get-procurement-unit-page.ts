import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { type DepartRecord, ORG_PATHS } from '@/shared/contracts/org';
import type { PageResult } from '@/shared/contracts/page-query';

export interface ProcurementUnitSearch {
  name: string;
  code: string;
  status: string;
  [key: string]: unknown;
}

export type ProcurementUnitRecord = Pick<
  DepartRecord,
  'id' | 'parentId' | 'parentName' | 'name' | 'code' | 'status' | 'sort'
>;

/** Buyer organisations (org type 01). */
export function getProcurementUnitPage(
  query: PageQuery<ProcurementUnitSearch>,
): Promise<PageResult<ProcurementUnitRecord>> {
  return api.post<PageResult<ProcurementUnitRecord>>(ORG_PATHS.shortListProcurementUnitInfoList, query);
}
