import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { CLARIFICATION_PATHS as CP } from '@/shared/contracts/clarification-paths';
import type {
  ClarificationDetailView,
  ClarificationQuestionPrefill,
  ClarificationReceiptsView,
  ClarificationRemindResult,
} from '@/shared/contracts/clarifications';
import type { PageResult } from '@/shared/contracts/page-query';
import type { ClarificationView } from '@/shared/contracts/tenders';
import { clarificationKeys } from './keys';

/** Who reads: the buyer side (with the reminder) or a committee expert (read-only). */
export type ClarificationReader = 'buyer' | 'expert';

const post = <T>(path: string, body: unknown) => api.post<T>(path, body, { silent: true });

export function clarificationDetailQueryOptions(reader: ClarificationReader, id: string) {
  return queryOptions({
    queryKey: reader === 'buyer' ? clarificationKeys.detail(id) : clarificationKeys.expertDetail(id),
    queryFn: () => post<ClarificationDetailView>(reader === 'buyer' ? CP.detail : CP.expertDetail, { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

export function clarificationReceiptsQueryOptions(reader: ClarificationReader, id: string) {
  return queryOptions({
    queryKey: reader === 'buyer' ? clarificationKeys.receipts(id) : clarificationKeys.expertReceipts(id),
    queryFn: () =>
      post<ClarificationReceiptsView>(reader === 'buyer' ? CP.receipts : CP.expertReceipts, { id }),
    enabled: !!id,
    staleTime: 0,
  });
}

/** The committee's clarifications, newest first (one page holds them). */
export function expertClarificationsQueryOptions() {
  return queryOptions({
    queryKey: clarificationKeys.expertList,
    queryFn: () => post<PageResult<ClarificationView>>(CP.expertPage, { pageNo: 1, pageSize: 100 }),
    staleTime: 0,
  });
}

/** The publicly answered question a release starts from. */
export function questionPrefillQueryOptions(questionId: string) {
  return queryOptions({
    queryKey: clarificationKeys.fromQuestion(questionId),
    queryFn: () => post<ClarificationQuestionPrefill>(CP.fromQuestion, { questionId }),
    enabled: !!questionId,
    retry: false,
  });
}

/** Online only (a reminder is about now): its own Idempotency-Key. */
export function remindMissing(id: string): Promise<ClarificationRemindResult> {
  return api.post<ClarificationRemindResult>(CP.remind, { id }, { idempotencyKey: crypto.randomUUID() });
}
