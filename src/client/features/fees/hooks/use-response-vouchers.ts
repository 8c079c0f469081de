import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import { PAGE_SIZE_CHOICES } from '@/shared/codes/constants';
import type { PageResult } from '@/shared/contracts/page-query';
import { type FeeAuditInput, FEE_KIND, type FeeVoucherView } from '@/shared/contracts/fees';
import { FEE_PATHS, feeVoucherFilePath } from '@/shared/contracts/fee-paths';

/**
 * The supplierResponse step 2 reads and the voucher audit, over the fees area's buyer calls
 * (fee-paths.ts): the document-fee vouchers of the organisation's projects.
 */
const KEY = [...TENDER_BUYER_KEY, 'fees', 'response'] as const;
const LARGEST_PAGE = PAGE_SIZE_CHOICES[PAGE_SIZE_CHOICES.length - 1] ?? 300;
/** A project has one document-fee voucher per supplier: a few pages cover any real project. */
const MAX_SCAN_PAGES = 5;

export interface VoucherListQuery {
  pageNo: number;
  pageSize: number;
  projectId: string;
  /** '' every audit status. */
  auditStatus: string;
}

export function documentVoucherPage(query: VoucherListQuery) {
  return api.post<PageResult<FeeVoucherView>>(FEE_PATHS.page, {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    kind: FEE_KIND.DOCUMENT_FEE,
    ...(query.projectId ? { projectId: query.projectId } : {}),
    ...(query.auditStatus ? { auditStatus: query.auditStatus } : {}),
  });
}

/** The number of document-fee vouchers in one audit status (of a project, or all). */
export function voucherCountQueryOptions(projectId: string, auditStatus: string) {
  return queryOptions({
    queryKey: [...KEY, 'count', projectId, auditStatus],
    queryFn: async () =>
      (await documentVoucherPage({ pageNo: 1, pageSize: 10, projectId, auditStatus })).total,
    staleTime: 0,
  });
}

/**
 * One voucher of a project, found in the project's vouchers (the fees area answers pages, not single
 * vouchers); null when it is not among them (another organisation's or a missing one).
 */
export async function findVoucher(projectId: string, id: string): Promise<FeeVoucherView | null> {
  for (let pageNo = 1; pageNo <= MAX_SCAN_PAGES; pageNo += 1) {
    const page = await api.post<PageResult<FeeVoucherView>>(
      FEE_PATHS.page,
      { pageNo, pageSize: LARGEST_PAGE, projectId },
      { silent: true },
    );
    const found = page.records.find((v) => v.id === id);
    if (found) return found;
    if (pageNo * LARGEST_PAGE >= page.total) break;
  }
  return null;
}

export function voucherQueryOptions(projectId: string, id: string) {
  return queryOptions({
    queryKey: [...KEY, 'voucher', projectId, id],
    queryFn: () => findVoucher(projectId, id),
    enabled: !!projectId && !!id,
    staleTime: 0,
    retry: false,
  });
}

export function useVoucher(projectId: string, id: string) {
  return useQuery(voucherQueryOptions(projectId, id));
}

/** Silent: the reject dialog shows a refused reason under its field. */
export function auditVoucher(input: FeeAuditInput, options: { silent?: boolean } = {}) {
  return api.post<FeeVoucherView>(FEE_PATHS.audit, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: options.silent ?? false,
  });
}

/** The voucher's file as an object URL for the preview (revoked when the screen leaves it). */
export function useVoucherFile(id: string | undefined) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!id) return;
    let url: string | null = null;
    let live = true;
    setState({ url: null, failed: false });
    api
      .get<Blob>(feeVoucherFilePath(id), undefined, { raw: true, silent: true })
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
