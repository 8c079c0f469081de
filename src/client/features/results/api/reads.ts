import { queryOptions } from '@tanstack/react-query';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import type {
  PublicityView,
  ResultContentView,
  ResultProjectListItem,
  ResultQuotationsView,
} from '@/shared/contracts/results';
import { RESULT_PATHS as P } from '@/shared/contracts/results-paths';
import { resultKeys as keys } from './keys';

/** The buyer's results of a project (candidates, winners, allotment, blockers), kept for reading offline. */
export function contentQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: keys.content(userId, projectId),
    queryFn: () =>
      keptPost<ResultContentView>(`results:content:${userId}:${projectId}`, P.content, { projectId }),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

export function quotationsQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: keys.quotations(userId, projectId),
    queryFn: () =>
      keptPost<ResultQuotationsView>(`results:quotations:${userId}:${projectId}`, P.quotations, {
        projectId,
      }),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

export function publicityQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: keys.publicity(userId, projectId),
    queryFn: () =>
      keptPost<PublicityView>(`results:publicity:${userId}:${projectId}`, P.publicity, { projectId }),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

export function buyerProjectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: keys.buyerProjects(userId),
    queryFn: () => keptPost<ResultProjectListItem[]>(`results:buyer-projects:${userId}`, P.buyerProjects, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

export function publicityProjectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: keys.publicityProjects(userId),
    queryFn: () =>
      keptPost<ResultProjectListItem[]>(`results:publicity-projects:${userId}`, P.publicityProjects, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}
