import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { CommitteeMemberView } from '@/shared/contracts/tender-committee';
import { committeeKeys } from './keys';

/** The experts seated on a project's committee, each with their evaluation task. */
export function committeeQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: committeeKeys.committee(projectId),
    queryFn: () => api.post<CommitteeMemberView[]>(TENDER_PATHS.committeeList, { projectId }),
    staleTime: 0,
    enabled: projectId !== '',
  });
}
