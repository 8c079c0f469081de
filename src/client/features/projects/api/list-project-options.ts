import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { projectKeys } from './keys';

// The largest page the paging rules allow (spec 9); a buyer's organisation runs fewer live projects.
const PICKER_PAGE_SIZE = 300;

/** The organisation's projects for the project pickers of the signup, clarification and committee screens. */
export function projectOptionsQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.options,
    queryFn: async () =>
      (
        await api.post<PageResult<TenderProjectView>>(TENDER_PATHS.projectPage, {
          pageNo: 1,
          pageSize: PICKER_PAGE_SIZE,
        })
      ).records,
    staleTime: 0,
  });
}
