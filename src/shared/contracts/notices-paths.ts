/**
 * Result notices' API paths (under the API prefix), function codes and client routes, zod-free so the
 * route files (whose non-split part sits in the first screen's JavaScript) may take them; notices.ts
 * re-exports them with the inputs and views.
 */
const BASE = '/bid-procurement/notices';

export const NOTICE_PATHS = {
  /** Buyer side: the notices of the projects it runs ({ projectId? }), with their read receipts. */
  buyerList: `${BASE}/buyer-list`,
  /** Supplier: its organisation's notices. */
  mine: `${BASE}/mine`,
  /** Supplier: its organisation's outcome per project it sent an offer to. */
  supplierResults: `${BASE}/supplier-results`,
  /** The notice's organisation or the project's buyer side: one notice ({ id }). */
  detail: `${BASE}/detail`,
  /** Supplier: record the read receipt ({ id }); the first open only. */
  read: `${BASE}/read`,
  /** GET `/:id`: the notice as PDF, for whoever may read it. */
  pdf: `${BASE}/pdf`,
} as const;

export const noticePdfPath = (id: string): string => `${NOTICE_PATHS.pdf}/${encodeURIComponent(id)}`;

/** Function (menu) codes the routes check; the menu seed grants them. */
export const NOTICE_FUNCTIONS = {
  buyer: 'procurement-procurementAdvicenoteList',
  supplier: 'procurement-procurementAdvicenoteResult',
  supplierResults: 'procurement-procurementSupplierResult',
} as const;

export const NOTICE_ROUTES = {
  buyerList: '/procurement/procurementAdvicenoteList',
  supplierList: '/procurement/procurementAdvicenoteResult',
  supplierResults: '/procurement/procurementSupplierResult',
  award: '/procurement/procurementClinchResultNotice-detail',
  advice: '/procurement/procurementResultAdviceDetail',
} as const;

/** The detail screen of a notice of this kind. */
export const noticeRoute = (kind: string): string =>
  kind === '01' ? NOTICE_ROUTES.award : NOTICE_ROUTES.advice;
