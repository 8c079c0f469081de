/**
 * The opening hall and unattended openings (issue 18; design note procurement-cycle.md section 9): API
 * paths, the function (menu) codes the routes check and the client routes. Zod-free so screens can name
 * them without the schemas. The hall's start button calls the opening's own TENDER_PATHS.offerOpen.
 */
export const OPENING_HALL_PATHS = {
  /** Buyer side: its projects opening today and soon; supplier: the projects it sent offers to. */
  hallList: '/bid-procurement/opening-hall/list',
  /** One project's hall ({ projectId }): state, bidders and their sign-in, what the caller may do. */
  hallDetail: '/bid-procurement/opening-hall/detail',
  /** Supplier that sent an offer: sign in to the project's hall ({ projectId }); a repeat changes nothing. */
  signIn: '/bid-procurement/opening-hall/sign-in',
  /** Buyer side: projects set to open unattended, or every upcoming one ({ scope }), with their outcome. */
  unattendedList: '/bid-procurement/opening-hall/unattended/list',
  /** Buyer side: switch a project's unattended opening ({ projectId, unattended }) before its quote end. */
  unattendedSet: '/bid-procurement/opening-hall/unattended/set',
} as const;

export const OPENING_HALL_FUNCTIONS = {
  hall: 'bidding-bidOpeningHall-list',
  unattended: 'bidding-unmannedOperation-list',
} as const;

export const OPENING_HALL_ROUTES = {
  hall: '/bidding/bidOpeningHall-list',
  hallDetail: '/bidding/bidOpeningHall-detail',
  unattended: '/bidding/unmannedOperation-list',
} as const;
