/**
 * Tender fees (issue 16): API paths (under the API prefix), the function codes the routes check and
 * the screens that show them. Zod-free so screens can name them without loading the schemas.
 */
export const FEE_PATHS = {
  /** Supplier: multipart projectId, kind, voucherId? and one file (image or PDF). */
  upload: '/bid-procurement/fees/upload',
  /** Supplier: its fee state on a project ({ projectId } -> FeeStateView). */
  mine: '/bid-procurement/fees/mine',
  /** Buyer side: vouchers of the organisation's projects (projectId, kind, auditStatus, refundStatus). */
  page: '/bid-procurement/fees/page',
  /** Buyer side: approve or reject (reason required) a pending voucher. */
  audit: '/bid-procurement/fees/audit',
  /** Buyer side: mark a due bail refunded. */
  refund: '/bid-procurement/fees/refund',
  /** GET: the voucher file, for its supplier and the project's organisation. */
  file: '/bid-procurement/fees/file/:id',
} as const;

/** The voucher file's path (under the API prefix). */
export function feeVoucherFilePath(id: string): string {
  return FEE_PATHS.file.replace(':id', encodeURIComponent(id));
}

/**
 * Function codes (menu codes) the fee routes check. The supplier pays on its documents screen
 * (procurementTenderfeeVessel); the buyer side audits vouchers where it audits signups (the
 * supplierResponse flow starts at contactInfoAuditList).
 */
export const FEE_FUNCTIONS = {
  supplier: 'procurement-procurementTenderfeeVessel',
  buyer: 'procurement-contactInfoAuditList',
} as const;
