/**
 * Clarifications with receipts (issue 17): API paths (under the API prefix), the function codes the
 * routes check and the screens. The release, page and supplier page paths are TENDER_PATHS' (issue 6).
 * Zod-free so screens can name them without loading the schemas.
 */
export const CLARIFICATION_PATHS = {
  /** Buyer side: a publicly answered question of the organisation's project, to release (prefill). */
  fromQuestion: '/bid-procurement/clarification/from-question',
  /** Buyer side: one clarification of a project the organisation runs. */
  detail: '/bid-procurement/clarification/detail',
  /** Buyer side: every approved signup's receipt (confirmed by whom and when, or missing). */
  receipts: '/bid-procurement/clarification/receipts',
  /** Buyer side: notify the organisations whose receipt is missing. */
  remind: '/bid-procurement/clarification/remind',
  /** Supplier: one clarification of a project signed up for, with its receipt. */
  supplierDetail: '/bid-procurement/clarification/supplier-detail',
  /** Supplier (approved signup): confirm receipt, once per organisation. */
  confirm: '/bid-procurement/clarification/confirm',
  /** Expert: clarifications of the projects of the expert's committees (read-only). */
  expertPage: '/bid-procurement/clarification/expert-page',
  expertDetail: '/bid-procurement/clarification/expert-detail',
  expertReceipts: '/bid-procurement/clarification/expert-receipts',
} as const;

/** Function (menu) codes; the buyer's and supplier's are TENDER_FUNCTIONS.clarifications / supplierClarifications. */
export const CLARIFICATION_FUNCTIONS = {
  expert: 'procurement-procClarificationExpertList',
} as const;

/** Client routes of the clarifications' screens. */
export const CLARIFICATION_ROUTES = {
  buyerHub: '/procurement/procClarification',
  buyerList: '/procurement/procClarificationList',
  release: '/procurement/procClarificationReleaseAdd',
  releaseDetail: '/procurement/procClarificationReleaseDetail',
  receiptDetail: '/procurement/procClarificationReceiptDetail',
  supplierHub: '/procurement/procClarificationSupplier',
  supplierList: '/procurement/procClarificationSupList',
  supplierDetail: '/procurement/procClarificationDetail',
  /** The questions area's ask form, entered from the supplier's clarification list. */
  supplierAsk: '/procurement/procClarificationAdd',
  expertList: '/procurement/procClarificationExpertList',
  expertDetail: '/procurement/procClarificationReleaseExpertDetail',
  expertReceipts: '/procurement/procClarificationReceiptExpertDetail',
} as const;

/** formId of the release drafts: `<formId>:<questionId>` for a released question, `<formId>:new` otherwise. */
export const CLARIFICATION_RELEASE_FORM_ID = 'clarificationRelease';

/** The release screen's search for a release draft's key (its question, if any). */
export function releaseDraftSearch(draftKey: string): { questionId?: string } {
  const id = draftKey.slice(draftKey.indexOf(':') + 1);
  return id && id !== 'new' && draftKey.includes(':') ? { questionId: id } : {};
}
