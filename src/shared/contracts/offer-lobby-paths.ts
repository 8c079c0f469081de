/**
 * The offers' lobby screens (issue 18; spec 001 section 2.9 offerPurchase, offerEnterLobby,
 * procurementOfferUnderWay-detail): API paths, the function (menu) code, client routes and the
 * withdrawal reasons. Zod-free, so route files can name them without the schemas.
 */
export const OFFER_LOBBY_PATHS = {
  /** One row per project the organisation sent offers to: its newest offer (state, receipt). */
  projects: '/bid-procurement/offer/projects',
  /** The lobby of one project: state, quote end, server time, receipts (current and earlier). */
  lobby: '/bid-procurement/offer/lobby',
  /** One offer of the organisation. */
  detail: '/bid-procurement/offer/detail',
  /** Withdraws the organisation's sealed offer before the quote end (00 -> 01). */
  withdraw: '/bid-procurement/offer/withdraw',
} as const;

/** Function (menu) code the routes check; granted to formal suppliers. */
export const OFFER_LOBBY_FUNCTIONS = { purchase: 'procurement-offerPurchase' } as const;

export const OFFER_LOBBY_ROUTES = {
  purchase: '/procurement/offerPurchase',
  lobby: '/procurement/offerPurchase/offerEnterLobby',
  detail: '/procurement/offerPurchase/procurementOfferUnderWay-detail',
} as const;

/** Why an offer left the sealed state. */
export const OFFER_WITHDRAW_REASON = { WITHDRAWN: '01', REPLACED: '02' } as const;
