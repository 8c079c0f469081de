import { queryOptions } from '@tanstack/react-query';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import { FEE_PATHS, feeVoucherFilePath } from '@/shared/contracts/fee-paths';
import type { FeePageQuery, FeeRefundInput, FeeStateView, FeeVoucherView } from '@/shared/contracts/fees';
import { feeKeys } from './keys';

/**
 * The supplier's fees on a project (FeeStateView), kept on the device so the panel shows the last
 * known state offline (`offline` then says so).
 */
export function myFeesQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: feeKeys.mine(userId, projectId),
    queryFn: () => keptPost<FeeStateView>(`fees:${userId}:${projectId}`, FEE_PATHS.mine, { projectId }),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

/** Buyer side: one page of vouchers of the organisation's projects (FEE_PATHS.page). */
export function feeVoucherPage(query: FeePageQuery) {
  return api.post<PageResult<FeeVoucherView>>(FEE_PATHS.page, query, { silent: true });
}

/** Buyer side: every voucher of a project (one large page; a project has two per supplier at most). */
export function projectVouchersQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: feeKeys.project(projectId),
    queryFn: async () => (await feeVoucherPage({ projectId, pageNo: 1, pageSize: 300 })).records,
    enabled: !!projectId,
    staleTime: 0,
  });
}

/** Buyer side: approve ('01') or reject ('02', reason) a pending voucher; silent for the reason dialog. */
export function sendVoucherAudit(input: { id: string; auditStatus: '01' | '02'; reason?: string }) {
  return api.post<FeeVoucherView>(FEE_PATHS.audit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: true,
  });
}

/** Buyer side: a due bail paid back. */
export function refundBail(input: FeeRefundInput) {
  return api.post<FeeVoucherView>(FEE_PATHS.refund, input, { idempotencyKey: crypto.randomUUID() });
}

/** The voucher's file (its supplier, the project's organisation). */
export function voucherFile(id: string): Promise<Blob> {
  return api.get<Blob>(feeVoucherFilePath(id), undefined, { raw: true, silent: true });
}
