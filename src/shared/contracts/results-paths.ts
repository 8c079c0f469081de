/**
 * Results (issue 20; spec 001 sections 2.9 and 2.10, design note section 10): API paths (under the API
 * prefix), the function codes the routes check and the client routes. Zod-free so screens and menus can
 * name them without loading the schemas.
 */
const BASE = '/bid-procurement/results';

export const RESULT_PATHS = {
  /** Buyer side, bidders, and for open tenders any formal supplier: a project's publicity ({ projectId }). */
  publicity: `${BASE}/publicity`,
  /** The projects in publicity (or concluded) the caller may read there. */
  publicityProjects: `${BASE}/publicity-projects`,
  /** Buyer side: the organisation's projects in publicity or concluded. */
  buyerProjects: `${BASE}/buyer-projects`,
  /** Buyer side: the candidates, confirmed winners, allotments and what still blocks the conclusion. */
  content: `${BASE}/content`,
  /** Buyer side (step 1): confirm the winner(s); a reason for any winner not ranked first. */
  confirm: `${BASE}/confirm`,
  /** Buyer side (step 2, goods): allot each subject matter's quantity among the winners. */
  allot: `${BASE}/allot`,
  /** Buyer side: the final quotations of every bidder. */
  quotations: `${BASE}/quotations`,
  /** Buyer side: conclude the project (06 -> 07). */
  conclude: `${BASE}/conclude`,
} as const;

/** Function (menu) codes the routes check; the menu seed grants them. */
export const RESULT_FUNCTIONS = {
  buyer: 'procurement-offerResultContent',
  publicity: 'procurement-procurementPublicty',
} as const;

const CONTENT = '/procurement/offerResultContent';

export const RESULT_ROUTES = {
  content: CONTENT,
  confirm: `${CONTENT}/confirmConclude-add`,
  allot: `${CONTENT}/goodsAllot-add`,
  quotations: '/procurement/offerResultQuotation',
  publicity: '/procurement/procurementPublicty',
} as const;
