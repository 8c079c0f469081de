/**
 * Evaluation clarifications (issue 17; spec 001 sections 2.8-2.11, design note section 5): API paths
 * (under the API prefix), the function codes the routes check and the client routes. Zod-free so
 * screens can name them without loading the schemas.
 */
const BASE = '/bid-procurement/evaluation-clarification';

export const EVALUATION_CLARIFICATION_PATHS = {
  /** Expert: the bidders of a committee project ({ projectId } -> organisations). */
  bidders: `${BASE}/bidders`,
  /** Expert: ask a bidder (project 05 evaluating, committee member, deadline ahead). */
  ask: `${BASE}/ask`,
  /** Expert: clarifications of the committee's projects. */
  expertPage: `${BASE}/expert-page`,
  /** Expert: one clarification with its receipt and the committee's readings (sealed content stays sealed). */
  expertGet: `${BASE}/expert-get`,
  /** Expert: opens a sealed reply with the project key (audited, recorded as a reading). */
  openReply: `${BASE}/open-reply`,
  /** Supplier: the questions put to the organisation. */
  supplierPage: `${BASE}/supplier-page`,
  /** Supplier: one question (with the project's public key when the reply is sealed). */
  supplierGet: `${BASE}/supplier-get`,
  /** Supplier: the reply, plain or sealed, before the reply deadline (1005 after), once. */
  reply: `${BASE}/reply`,
  /** Buyer side: clarifications on the organisation's projects (status only, never a sealed reply). */
  buyerPage: `${BASE}/buyer-page`,
  /** Buyer side: one clarification (a sealed reply's content never). */
  buyerGet: `${BASE}/buyer-get`,
} as const;

/** Function codes (menu codes) the routes check; the menu seed grants them. */
export const EVALUATION_CLARIFICATION_FUNCTIONS = {
  buyer: 'procurement-procEvaluateClarifyList',
  supplier: 'procurement-procEvaluateClarifySupList',
  expert: 'procurement-procEvaluateClarifyExpertList',
} as const;

/** Client routes (menus point at them; notifications link to them). */
export const EVALUATION_CLARIFICATION_ROUTES = {
  hub: '/procurement/procEvaluateClarify',
  buyerList: '/procurement/procEvaluateClarifyList',
  supplierHub: '/procurement/procEvaluateClarifySupplier',
  supplierList: '/procurement/procEvaluateClarifySupList',
  supplierReply: '/procurement/procEvaluateClarifySupAdd',
  supplierDetail: '/procurement/procEvaluateClarifySupDetail',
  expertList: '/procurement/procEvaluateClarifyExpertList',
  expertDetail: '/procurement/procEvaluateClarifyExpertDetail',
  expertReceipt: '/procurement/bidClarificationReceiptExpertDetail',
  ask: '/clarification/procEvaluateClarifyAdd',
  detail: '/clarification/procEvaluateClarifyDetail',
  receipt: '/clarification/bidClarificationReceiptDetail',
} as const;
