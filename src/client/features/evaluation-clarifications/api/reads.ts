import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { api } from '@/client/lib/api-client';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { EVALUATION_CLARIFICATION_PATHS as P } from '@/shared/contracts/evaluation-clarification-paths';
import type {
  EvaluationClarificationBidder,
  EvaluationClarificationDetail,
  EvaluationClarificationView,
} from '@/shared/contracts/evaluation-clarifications';
import type { PageResult } from '@/shared/contracts/page-query';
import { evaluationClarificationKeys as keys } from './keys';

/** Who reads: each has its own calls (and the platform its own rules). */
export type ClarificationRole = 'buyer' | 'expert' | 'supplier';

const PAGE: Record<ClarificationRole, string> = {
  buyer: P.buyerPage,
  expert: P.expertPage,
  supplier: P.supplierPage,
};
const GET: Record<ClarificationRole, string> = {
  buyer: P.buyerGet,
  expert: P.expertGet,
  supplier: P.supplierGet,
};
const ALL = { pageNo: 1, pageSize: 100 };

/** The role's clarifications (newest first), kept on the device for offline reading. */
export function listClarifications(
  role: ClarificationRole,
  userId: string,
  status: string,
): Promise<Kept<EvaluationClarificationView[]>> {
  return keptPost<PageResult<EvaluationClarificationView>>(
    `evaluation-clarifications:${role}:${userId}:list:${status}`,
    PAGE[role],
    { ...ALL, ...(status ? { status } : {}) },
  ).then((kept) => ({ ...kept, data: kept.data?.records ?? [] }));
}

export function clarificationListQueryOptions(role: ClarificationRole, userId: string, status = '') {
  return queryOptions({
    queryKey: keys.list(role, userId, status),
    queryFn: () => listClarifications(role, userId, status),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** One clarification, kept on the device once opened (the supplier replies from it offline). */
export function getClarification(
  role: ClarificationRole,
  userId: string,
  id: string,
): Promise<Kept<EvaluationClarificationDetail>> {
  return keptPost<EvaluationClarificationDetail>(
    `evaluation-clarifications:${role}:${userId}:detail:${id}`,
    GET[role],
    {
      id,
    },
  );
}

export function clarificationDetailQueryOptions(role: ClarificationRole, userId: string, id: string) {
  return queryOptions({
    queryKey: keys.detail(role, userId, id),
    queryFn: () => getClarification(role, userId, id),
    enabled: !!userId && !!id,
    retry: false,
    ...LIVE_READ,
  });
}

export function biddersQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: keys.bidders(projectId),
    queryFn: () => api.post<EvaluationClarificationBidder[]>(P.bidders, { projectId }),
    enabled: !!projectId,
    staleTime: 0,
  });
}
