import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { CommitteeExpertView } from '@/shared/contracts/tender-committee';
import { committeeKeys } from './keys';

/** Experts the server allows on this project's committee (conflicts of interest already left out). */
export function committeeExpertsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: committeeKeys.experts(projectId),
    queryFn: () => api.post<CommitteeExpertView[]>(TENDER_PATHS.committeeExperts, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}
