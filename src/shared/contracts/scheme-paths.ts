/**
 * Procurement schemes (spec 001 section 2.6, /procurementProManager): API paths, the function codes
 * the routes check (the menu codes of the screens) and the screens' routes.
 */
export const SCHEME_PATHS = {
  /** The organisation's schemes with counts per status (keyword, status, method, year). */
  page: '/bid-scheme/page',
  /** A scheme with its packages, their lines, history and the tender projects it created. */
  get: '/bid-scheme/get',
  /** Live packages of my organisation not in a live scheme (plus the edited scheme's own). */
  candidates: '/bid-scheme/candidates',
  /** Create, or change a draft or rejected scheme (lines 05 -> 06). */
  save: '/bid-scheme/save',
  /** submit, withdraw, approve, reject (reason), cancel (reason; packages and lines back to 05). */
  transition: '/bid-scheme/transition',
  /** An approved scheme: one draft tender project per package, lines 07, scheme 04. */
  execute: '/bid-scheme/execute',
} as const;

export const SCHEME_FUNCTIONS = {
  compile: 'procurementProManager-procurementOrg',
  search: 'procurementProManager-procurementSearch',
} as const;

export const SCHEME_ROUTES = {
  list: '/procurementProManager/procurementOrg',
  add: '/procurementProManager/purchasePlan-add',
  detail: '/procurementProManager/purchasePlan-detail',
  search: '/procurementProManager/procurementSearch',
} as const;
