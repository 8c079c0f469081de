import { queryOptions } from '@tanstack/react-query';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import { OBJECTION_PATHS as P } from '@/shared/contracts/objection-paths';
import type {
  ComplaintPageQuery,
  ComplaintView,
  FileableProjectView,
  ObjectionPageQuery,
  ObjectionView,
} from '@/shared/contracts/objections';
import type { PageResult } from '@/shared/contracts/page-query';
import { objectionKeys } from './keys';

const key = () => ({ idempotencyKey: crypto.randomUUID(), silent: true });

/** The supplier's own objections, kept on the device (the list shows the last known state offline). */
export function myObjectionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: objectionKeys.mine(userId),
    queryFn: () =>
      keptPost<PageResult<ObjectionView>>(`objections:${userId}`, P.mine, { pageNo: 1, pageSize: 100 }),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** Projects the supplier may object to now, with the kinds open on each. */
export function fileableQueryOptions(userId: string) {
  return queryOptions({
    queryKey: objectionKeys.fileable(userId),
    queryFn: () => keptPost<FileableProjectView[]>(`objections-fileable:${userId}`, P.fileable, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/**
 * One objection for whoever may read it; `audit` reads it through the supervisors' call. Kept on the
 * device once opened, so the detail reads offline.
 */
export function objectionDetailQueryOptions(userId: string, id: string, audit = false) {
  return queryOptions({
    queryKey: [...objectionKeys.detail(userId, id), audit ? 'audit' : 'own'] as const,
    queryFn: () =>
      keptPost<ObjectionView>(`objection:${userId}:${id}`, audit ? P.auditDetail : P.detail, { id }),
    enabled: !!userId && !!id,
    ...LIVE_READ,
  });
}

export const buyerObjectionPage = (query: ObjectionPageQuery) =>
  api.post<PageResult<ObjectionView>>(P.page, query, { silent: true });
export const auditObjectionPage = (query: ObjectionPageQuery) =>
  api.post<PageResult<ObjectionView>>(P.auditPage, query, { silent: true });
export const complaintPage = (query: ComplaintPageQuery) =>
  api.post<PageResult<ComplaintView>>(P.complaintPage, query, { silent: true });

export const acceptObjection = (id: string) => api.post<ObjectionView>(P.accept, { id }, key());
export const answerObjection = (id: string, answerHtml: string) =>
  api.post<ObjectionView>(P.answer, { id, answerHtml }, key());
export const rejectObjection = (values: Record<string, unknown>) =>
  api.post<ObjectionView>(P.reject, values, key());
export const withdrawObjection = (id: string) => api.post<ObjectionView>(P.withdraw, { id }, key());
export const fileComplaint = (values: Record<string, unknown>) =>
  api.post<ObjectionView>(P.complain, values, key());
export const handleComplaint = (id: string) => api.post<ComplaintView>(P.complaintHandle, { id }, key());
export const decideComplaint = (values: Record<string, unknown>) =>
  api.post<ComplaintView>(P.complaintDecide, values, key());
