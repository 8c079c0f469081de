import { queryOptions } from '@tanstack/react-query';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import {
  NOTICE_PATHS as P,
  type NoticeDetail,
  type NoticeView,
  noticePdfPath,
  type SupplierResultView,
} from '@/shared/contracts/notices';

/** Query keys under one root per user, so a receipt can refresh every list at once. */
export const noticeKeys = {
  all: (userId: string) => ['notices', userId] as const,
  // One key type for both lists, so a screen may take either.
  buyer: (userId: string, projectId: string): readonly string[] => ['notices', userId, 'buyer', projectId],
  mine: (userId: string): readonly string[] => ['notices', userId, 'mine'],
  results: (userId: string) => ['notices', userId, 'results'] as const,
  detail: (userId: string, id: string) => ['notices', userId, 'detail', id] as const,
};

/** The buyer side's notices, of one project or all it runs; kept on the device for offline reading. */
export function buyerNoticesQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: noticeKeys.buyer(userId, projectId),
    queryFn: () =>
      keptPost<NoticeView[]>(
        `notices-buyer:${userId}:${projectId}`,
        P.buyerList,
        projectId ? { projectId } : {},
      ),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

export function myNoticesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: noticeKeys.mine(userId),
    queryFn: () => keptPost<NoticeView[]>(`notices-mine:${userId}`, P.mine, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

export function supplierResultsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: noticeKeys.results(userId),
    queryFn: () => keptPost<SupplierResultView[]>(`notices-results:${userId}`, P.supplierResults, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

export function noticeDetailQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: noticeKeys.detail(userId, id),
    queryFn: () => keptPost<NoticeDetail>(`notice:${userId}:${id}`, P.detail, { id }),
    enabled: !!userId && !!id,
    ...LIVE_READ,
  });
}

/**
 * The read receipt. Online only: it records when the organisation first saw the notice by server time,
 * which an open on a device without a connection cannot prove.
 */
export const readNotice = (id: string) =>
  api.post<NoticeDetail>(P.read, { id }, { idempotencyKey: crypto.randomUUID(), silent: true });

export const noticePdf = (id: string) => api.get<Blob>(noticePdfPath(id), undefined, { raw: true });
