import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { openingKeys } from './keys';

export function openingRecordQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: openingKeys.record(projectId),
    queryFn: () => api.post<OpeningRecordLine[]>(TENDER_PATHS.offerRecord, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}
