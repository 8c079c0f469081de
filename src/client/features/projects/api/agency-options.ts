import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { DepartAgentAnswer } from '@/shared/contracts/project-workspace';
import { WORKSPACE_PATHS } from '@/shared/contracts/project-workspace-paths';
import { projectKeys } from './keys';

/** The agencies a project may be entrusted to (getDepartAgentByBidingProject, spec 000 section 7.4). */
export function agencyOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...projectKeys.list, 'agencies'] as const,
    queryFn: () => api.post<DepartAgentAnswer>(WORKSPACE_PATHS.departAgent, {}),
    staleTime: 5 * 60_000,
  });
}
