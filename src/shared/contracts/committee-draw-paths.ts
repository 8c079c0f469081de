/**
 * The committee draw, the experts' sign-in and the leader election (issue 19; spec 001 sections 2.9 and
 * 2.11, design note section 5): API paths (under the API prefix) and client routes. Zod-free so screens
 * and menus can name them without loading the schemas. The buyer side's endpoints check the committee
 * screen's grant (TENDER_FUNCTIONS.committee), the experts' the evaluation hall's (evaluationHall).
 */
const BASE = '/bid-procurement/committee';

export const COMMITTEE_DRAW_PATHS = {
  /** Buyer side: seats (drawn ones sealed before 05), the log and the library's size per specialty. */
  drawState: `${BASE}/draw-state`,
  /** Buyer side: draws experts at random from the library by specialty and count. */
  draw: `${BASE}/draw`,
  /** Buyer side: replaces one member by a new draw, with a reason. */
  redraw: `${BASE}/redraw`,
  /** Buyer side: who signed in, when, their declarations and the leader (sealed before 05). */
  checkIn: `${BASE}/check-in`,
  /** Expert: my seat on a project's committee, the members and the election. */
  mySeat: `${BASE}/my-seat`,
  /** Expert: sign in with the declaration of no conflict, or declare a conflict (leaves, redraws). */
  signIn: `${BASE}/sign-in`,
  /** Expert: my vote for the leader in the current round. */
  vote: `${BASE}/vote`,
  /** Expert: every round's votes and the result. */
  election: `${BASE}/election`,
} as const;

/** Client routes. */
export const COMMITTEE_DRAW_ROUTES = {
  committee: '/procurement/probidCommittee',
  signIn: '/procurement/evaluationLobbyDrive/expertSignIn',
  elect: '/procurement/evaluationLobbyDrive/expertElectLeader',
  electDetail: '/procurement/evaluationLobbyDrive/expertElectLeaderDetail',
  checkIn: '/procurement/evaluationResults/checkIn',
} as const;

/** What the draw log records (committee_draw_log.action). */
export const COMMITTEE_LOG_ACTION = {
  DRAW: '00',
  REDRAW: '01',
  CONFLICT: '02',
  /** A redraw found nobody eligible: the committee is one member short. */
  SHORT: '03',
  TIE: '04',
  ELECTED: '05',
} as const;

/** The declaration an expert signs in with: no conflict of interest, or a conflict (leaves the committee). */
export const DECLARATION = { NO_CONFLICT: '00', CONFLICT: '01' } as const;
