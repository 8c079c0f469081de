import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { type DepartRecord, ORG_PATHS } from '@/shared/contracts/org';
import type { PageResult } from '@/shared/contracts/page-query';

export interface DepartSearch {
  name: string;
  code: string;
  orgType: string;
  status: string;
  /** Only the direct children of the organisation chosen in the tree ('' for all). */
  parentId: string;
  [key: string]: unknown;
}

export function getDepartPage(query: PageQuery<DepartSearch>): Promise<PageResult<DepartRecord>> {
  return api.post<PageResult<DepartRecord>>(ORG_PATHS.getDepartPage, query);
}
