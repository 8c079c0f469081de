import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { tenderBuyerKeys } from './keys';

export function openingRecordQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: tenderBuyerKeys.openingRecord(projectId),
    queryFn: () => api.post<OpeningRecordLine[]>(TENDER_PATHS.offerRecord, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}
