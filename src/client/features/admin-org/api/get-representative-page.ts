import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { type ProcurementRepresentativeRecord, USER_PATHS } from '@/shared/contracts/org-users';
import type { PageResult } from '@/shared/contracts/page-query';

export interface RepresentativeSearch {
  loginName: string;
  name: string;
  phone: string;
  status: string;
  [key: string]: unknown;
}

/** Formal buyers, one row per user and organisation. */
export function getRepresentativePage(
  query: PageQuery<RepresentativeSearch>,
): Promise<PageResult<ProcurementRepresentativeRecord>> {
  return api.post<PageResult<ProcurementRepresentativeRecord>>(
    USER_PATHS.procurementRepresentativePage,
    query,
  );
}
