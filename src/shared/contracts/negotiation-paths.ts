/**
 * Competitive negotiation (method 13, issue 18; design note section 9): API paths (under the API
 * prefix), the function codes the routes check and the client routes. Zod-free so screens and menus can
 * name them without loading the schemas.
 */
const BASE = '/bid-procurement/negotiation';

export const NEGOTIATION_PATHS = {
  /** Buyer side: its method 13 projects past the opening, with their rounds' state. */
  buyerProjects: `${BASE}/buyer-projects`,
  /** Buyer side: start round k (end time ahead by server time; the suppliers still in). */
  startRound: `${BASE}/start-round`,
  /** Buyer side: open a round whose end has passed (the clock also opens it by itself). */
  openRound: `${BASE}/open-round`,
  /** Buyer side: every round of a project with its prices (the negotiation report). */
  buyerReport: `${BASE}/buyer-report`,
  /** Buyer side: the price chart data (spec 001 section 3). */
  buyerChart: `${BASE}/buyer-chart`,
  /** Expert: method 13 projects of the expert's committees. */
  expertProjects: `${BASE}/expert-projects`,
  /** Committee leader: start round k, as the buyer side does. */
  expertStartRound: `${BASE}/expert-start-round`,
  /** Committee leader: open an ended round. */
  expertOpenRound: `${BASE}/expert-open-round`,
  /** Expert (committee member): the report (read only unless the leader). */
  expertReport: `${BASE}/expert-report`,
  /** Expert (committee member): the price chart data. */
  expertChart: `${BASE}/expert-chart`,
  /** Supplier: the rounds the organisation is in (open ones with the project key), its receipts. */
  supplierRounds: `${BASE}/supplier-rounds`,
  /** Supplier: a sealed round price, before the round end (1005 after). */
  submitPrice: `${BASE}/submit-price`,
} as const;

/** Function codes (menu codes) the routes check; the menu seed grants them. */
export const NEGOTIATION_FUNCTIONS = {
  buyer: 'procurement-negotiateReport',
  buyerTable: 'procurement-manyTablePrice',
  supplier: 'procurement-offerEnquirtEnquiry',
  expert: 'procurement-negotiations',
} as const;

/** Client routes (menus point at them; notifications link to them). */
export const NEGOTIATION_ROUTES = {
  report: '/procurement/evaluationResults/negotiateReport',
  table: '/procurement/evaluationResults/manyTablePrice',
  supplier: '/procurement/offerPurchase/offerEnquirtEnquiry',
  expert: '/procurement/evaluationLobbyDrive/negotiations',
} as const;
