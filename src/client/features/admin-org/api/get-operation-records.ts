import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { ORG_PATHS, type OperationRecord } from '@/shared/contracts/org';
import type { PageResult } from '@/shared/contracts/page-query';

export function getOperationRecords(
  departId: string,
  query: PageQuery<Record<string, unknown>>,
): Promise<PageResult<OperationRecord>> {
  return api.post<PageResult<OperationRecord>>(ORG_PATHS.operationRecordByDepartId, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    departId,
  });
}
