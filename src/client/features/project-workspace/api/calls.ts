import { queryOptions } from '@tanstack/react-query';
import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import type {
  DflzAuditAnswer,
  GroupDepartAnswer,
  InitiationAnswer,
  TimelineEntry,
  WorkspaceOverview,
  WorkspacePageResult,
} from '@/shared/contracts/project-workspace';
import { WORKSPACE_PATHS as P } from '@/shared/contracts/project-workspace-paths';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { SignupView } from '@/shared/contracts/tenders';

/** Under the tender buyer key: a tender change (useInvalidateTenders) refreshes the workspace too. */
export const WORKSPACE_KEY = [...TENDER_BUYER_KEY, 'workspace'] as const;

export const listWorkspaceProjects = (body: Record<string, unknown>) =>
  api.post<WorkspacePageResult>(P.projectPage, body);
export const listSupervision = (body: Record<string, unknown>) =>
  api.post<WorkspacePageResult>(P.supervisionPage, body);
export const listInitiation = (body: Record<string, unknown>) =>
  api.post<InitiationAnswer>(P.initiation, body);

export function overviewOptions(projectId: string) {
  return queryOptions({
    queryKey: [...WORKSPACE_KEY, 'overview', projectId] as const,
    queryFn: () => api.post<WorkspaceOverview>(P.overview, { projectId }),
    staleTime: 0,
  });
}

export function initiationOptions() {
  return queryOptions({
    queryKey: [...WORKSPACE_KEY, 'initiation'] as const,
    queryFn: () => listInitiation({ pageNo: 1, pageSize: 100 }),
    staleTime: 0,
  });
}

export function timelineOptions(projectId: string, pageSize: number) {
  return queryOptions({
    queryKey: [...WORKSPACE_KEY, 'timeline', projectId, pageSize] as const,
    queryFn: () => api.post<PageResult<TimelineEntry>>(P.timeline, { projectId, pageNo: 1, pageSize }),
    staleTime: 0,
  });
}

export function groupDepartOptions() {
  return queryOptions({
    queryKey: [...WORKSPACE_KEY, 'group'] as const,
    queryFn: () => api.post<GroupDepartAnswer>(P.isGroupDepart, {}),
    staleTime: 5 * 60_000,
  });
}

export function dflzOptions(projectId: string) {
  return queryOptions({
    queryKey: [...WORKSPACE_KEY, 'dflz', projectId] as const,
    queryFn: () => api.post<DflzAuditAnswer>(P.isAddDflzAudit, { projectId }),
    staleTime: 0,
  });
}

/** The project's signed-up suppliers (the bulletin), through the signups area's buyer page. */
export function bulletinOptions(projectId: string) {
  return queryOptions({
    queryKey: [...WORKSPACE_KEY, 'bulletin', projectId] as const,
    queryFn: () =>
      api.post<PageResult<SignupView>>(TENDER_PATHS.signupPage, { projectId, pageNo: 1, pageSize: 100 }),
    staleTime: 0,
  });
}
