/**
 * Code lists of the front of the chain: plans, packages, construction projects and schemes (design note
 * procurement-cycle.md section 7; the specification names the plan kinds and leaves the rest "not
 * shown"). Labels live in the `codes` i18n namespace under `<group>.<code>`.
 */

// Plan kinds (route meta planType) and allocation levels (route meta menuType of /planAssignManagement)
// are the specification's own constants: PLAN_TYPE and MENU_TYPE in ./constants.

type ValueOf<T> = T[keyof T];

export const PLAN_STATUS = {
  DRAFT: '00',
  SUBMITTED: '01',
  APPROVED: '02',
  /** A reason is required. */
  REJECTED: '03',
  ALLOCATED: '04',
  PACKAGED: '05',
  IN_SCHEME: '06',
  PROCURED: '07',
  CANCELLED: '08',
} as const;
export type PlanStatus = ValueOf<typeof PLAN_STATUS>;

/** A package is live until it is undone; undoing returns its lines to allocated. */
export const PACKAGE_STATUS = { LIVE: '00', IN_SCHEME: '01', UNDONE: '02' } as const;

export const CONSTRUCTION_STATUS = {
  PREPARING: '00',
  UNDER_CONSTRUCTION: '01',
  COMPLETED: '02',
  SUSPENDED: '03',
} as const;
export type ConstructionStatus = ValueOf<typeof CONSTRUCTION_STATUS>;

export const SCHEME_STATUS = {
  DRAFT: '00',
  SUBMITTED: '01',
  APPROVED: '02',
  /** A reason is required. */
  REJECTED: '03',
  /** Its tender projects exist; final. */
  EXECUTED: '04',
} as const;
export type SchemeStatus = ValueOf<typeof SCHEME_STATUS>;

/** Who runs a scheme's procurement. */
export const SCHEME_ORGANISER = { SELF: '00', AGENCY: '01' } as const;

/** Evaluation methods a scheme may name (design note section 5). */
export const EVALUATION_METHOD = { LOWEST_PRICE: '00', COST_PERFORMANCE: '01' } as const;

const P = PLAN_STATUS;

/**
 * Allowed plan-line moves. Beyond the forward chain: a rejected line goes back to draft when its author
 * edits it; undoing a package returns its lines (05 -> 04); a scheme rejected or deleted returns its
 * packages' lines (06 -> 05); cancellation is possible until a line is in a scheme. 07 and 08 are final.
 */
export const PLAN_STATUS_TRANSITIONS: Readonly<Record<PlanStatus, readonly PlanStatus[]>> = {
  [P.DRAFT]: [P.SUBMITTED, P.CANCELLED],
  [P.SUBMITTED]: [P.APPROVED, P.REJECTED, P.DRAFT],
  [P.APPROVED]: [P.ALLOCATED, P.CANCELLED],
  [P.REJECTED]: [P.DRAFT, P.CANCELLED],
  [P.ALLOCATED]: [P.PACKAGED, P.APPROVED, P.CANCELLED],
  [P.PACKAGED]: [P.IN_SCHEME, P.ALLOCATED],
  [P.IN_SCHEME]: [P.PROCURED, P.PACKAGED],
  [P.PROCURED]: [],
  [P.CANCELLED]: [],
};

const S = SCHEME_STATUS;

/** Allowed scheme moves: a submitted scheme may be withdrawn to draft; a rejected one is edited again. */
export const SCHEME_STATUS_TRANSITIONS: Readonly<Record<SchemeStatus, readonly SchemeStatus[]>> = {
  [S.DRAFT]: [S.SUBMITTED],
  [S.SUBMITTED]: [S.APPROVED, S.REJECTED, S.DRAFT],
  [S.APPROVED]: [S.EXECUTED],
  [S.REJECTED]: [S.DRAFT],
  [S.EXECUTED]: [],
};

const C = CONSTRUCTION_STATUS;

export const CONSTRUCTION_STATUS_TRANSITIONS: Readonly<
  Record<ConstructionStatus, readonly ConstructionStatus[]>
> = {
  [C.PREPARING]: [C.UNDER_CONSTRUCTION, C.SUSPENDED],
  [C.UNDER_CONSTRUCTION]: [C.COMPLETED, C.SUSPENDED],
  [C.SUSPENDED]: [C.PREPARING, C.UNDER_CONSTRUCTION],
  [C.COMPLETED]: [],
};

function canMove<T extends string>(table: Readonly<Record<T, readonly T[]>>, from: string, to: string) {
  if (!Object.hasOwn(table, from) || !Object.hasOwn(table, to)) return false;
  return (table[from as T] as readonly string[]).includes(to);
}

export const canMovePlanStatus = (from: string, to: string): boolean =>
  canMove(PLAN_STATUS_TRANSITIONS, from, to);
export const canMoveSchemeStatus = (from: string, to: string): boolean =>
  canMove(SCHEME_STATUS_TRANSITIONS, from, to);
export const canMoveConstructionStatus = (from: string, to: string): boolean =>
  canMove(CONSTRUCTION_STATUS_TRANSITIONS, from, to);

/** The statuses whose lines count against the annual envelope of their year and category. */
export const PLAN_STATUSES_SPENDING_ENVELOPE: readonly PlanStatus[] = [
  P.APPROVED,
  P.ALLOCATED,
  P.PACKAGED,
  P.IN_SCHEME,
  P.PROCURED,
];

/** Lists of this file keyed by i18n group in the `codes` namespace. */
export const PLAN_CODE_LISTS = {
  planStatus: PLAN_STATUS,
  packageStatus: PACKAGE_STATUS,
  constructionStatus: CONSTRUCTION_STATUS,
  schemeStatus: SCHEME_STATUS,
  schemeOrganiser: SCHEME_ORGANISER,
  evaluationMethod: EVALUATION_METHOD,
} as const satisfies Record<string, Record<string, string>>;
