import { queryOptions } from '@tanstack/react-query';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import type {
  EvaluationResultOverview,
  EvaluationResultProject,
} from '@/shared/contracts/evaluation-results';
import { EVALUATION_RESULT_PATHS as P } from '@/shared/contracts/evaluation-results-paths';
import { evaluationResultKeys as keys, type ResultSide } from './keys';

const OVERVIEW: Record<ResultSide, string> = { buyer: P.buyerOverview, expert: P.expertOverview };
const REPORT: Record<ResultSide, string> = { buyer: P.buyerReport, expert: P.expertReport };

/** A project's results as the side sees them, kept on the device for reading offline. */
export function overviewQueryOptions(side: ResultSide, userId: string, projectId: string) {
  return queryOptions({
    queryKey: keys.overview(side, userId, projectId),
    queryFn: () =>
      keptPost<EvaluationResultOverview>(
        `evaluation-results:${side}:${userId}:${projectId}`,
        OVERVIEW[side],
        {
          projectId,
        },
      ),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

/** The buyer side's projects in evaluation or after it. */
export function buyerProjectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: keys.projects(userId),
    queryFn: () =>
      keptPost<EvaluationResultProject[]>(`evaluation-results:buyer:${userId}:projects`, P.buyerProjects, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** The expert's reports waiting for their signature. */
export function pendingSignaturesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: keys.pending(userId),
    queryFn: () =>
      keptPost<EvaluationResultProject[]>(
        `evaluation-results:expert:${userId}:pending`,
        P.pendingSignatures,
        {},
      ),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** The report PDF; keyed by its hash, so a new report is fetched and an old one never shown for it. */
export function reportQueryOptions(side: ResultSide, projectId: string, sha: string) {
  return queryOptions({
    queryKey: keys.report(side, projectId, sha),
    queryFn: () =>
      api.get<Blob>(`${REPORT[side]}/${encodeURIComponent(projectId)}`, undefined, {
        raw: true,
        silent: true,
      }),
    enabled: !!projectId && !!sha,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
