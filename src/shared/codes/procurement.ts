/**
 * Business statuses of the procurement cycle (design note procurement-cycle.md section 2); the
 * specification leaves them "not shown". Labels are in the `codes` i18n namespace.
 */

import { ROLES, type RoleCode } from './roles';

type ValueOf<T> = T[keyof T];

/** Roles that run procurement projects for their own organisation (design note section 1). */
export const BUYER_SIDE_ROLES: readonly RoleCode[] = [
  ROLES.FORMAL_BUYER,
  ROLES.FORMAL_AGENT,
  ROLES.GXCX_YWJS,
];

export const isBuyerSideRole = (roleCode: string | null | undefined): boolean =>
  (BUYER_SIDE_ROLES as readonly string[]).includes(roleCode ?? '');

export const PURCHASE_STATUS = {
  DRAFT: '00',
  SUBMITTED: '01',
  APPROVED: '02',
  PUBLISHED: '03',
  OPENING: '04',
  EVALUATING: '05',
  PUBLICITY: '06',
  CONCLUDED: '07',
  CANCELLED: '08',
  FAILED: '09',
} as const;
export type PurchaseStatus = ValueOf<typeof PURCHASE_STATUS>;

export const OFFER_STATUS = {
  SEALED: '00',
  WITHDRAWN: '01',
  OPENED: '02',
  /** Counts as withdrawn. */
  DECRYPTION_FAILED: '03',
  REJECTED: '04',
  RANKED: '05',
} as const;

export const OBJECTION_STATUS = {
  SUBMITTED: '00',
  ACCEPTED: '01',
  ANSWERED: '02',
  INADMISSIBLE: '03',
  WITHDRAWN: '04',
} as const;
export type ObjectionStatus = ValueOf<typeof OBJECTION_STATUS>;

export const EXPERT_TASK_STATUS = {
  ASSIGNED: '00',
  SIGNED_IN: '01',
  LEADER_ELECTED: '02',
  REVIEWING: '03',
  SUMMARISED: '04',
  REPORT_SIGNED: '05',
} as const;

const P = PURCHASE_STATUS;

/**
 * Allowed purchase-status moves. Beyond the forward chain of the design note: approval can send a
 * project back to draft (01/02 -> 00); cancellation (08) is possible from every state until the
 * project concludes; a project fails (09) at opening or evaluation; an objection upheld during
 * publicity sends it back to evaluation (06 -> 05). 07, 08 and 09 are final: a failed tender is
 * re-run as a new project.
 */
export const PURCHASE_STATUS_TRANSITIONS: Readonly<Record<PurchaseStatus, readonly PurchaseStatus[]>> = {
  [P.DRAFT]: [P.SUBMITTED, P.CANCELLED],
  [P.SUBMITTED]: [P.DRAFT, P.APPROVED, P.CANCELLED],
  [P.APPROVED]: [P.DRAFT, P.PUBLISHED, P.CANCELLED],
  [P.PUBLISHED]: [P.OPENING, P.CANCELLED],
  [P.OPENING]: [P.EVALUATING, P.FAILED, P.CANCELLED],
  [P.EVALUATING]: [P.PUBLICITY, P.FAILED, P.CANCELLED],
  [P.PUBLICITY]: [P.CONCLUDED, P.EVALUATING, P.CANCELLED],
  [P.CONCLUDED]: [],
  [P.CANCELLED]: [],
  [P.FAILED]: [],
};

export function isPurchaseStatus(value: unknown): value is PurchaseStatus {
  return typeof value === 'string' && Object.hasOwn(PURCHASE_STATUS_TRANSITIONS, value);
}

export function canMovePurchaseStatus(from: string, to: string): boolean {
  if (!isPurchaseStatus(from) || !isPurchaseStatus(to)) return false;
  return PURCHASE_STATUS_TRANSITIONS[from].includes(to);
}

export function isFinalPurchaseStatus(status: string): boolean {
  return isPurchaseStatus(status) && PURCHASE_STATUS_TRANSITIONS[status].length === 0;
}

/** While an objection about the results is in one of these, the project may not move 06 -> 07. */
export const OBJECTION_STATUSES_BLOCKING_CONCLUSION: readonly ObjectionStatus[] = [
  OBJECTION_STATUS.SUBMITTED,
  OBJECTION_STATUS.ACCEPTED,
];

export function objectionBlocksConclusion(status: string): boolean {
  return (OBJECTION_STATUSES_BLOCKING_CONCLUSION as readonly string[]).includes(status);
}

/** What a tender document is (our codes: the specification names the kinds, not their codes). */
export const TENDER_DOCUMENT_KIND = {
  TENDER_DOCUMENT: '00',
  NOTICE: '01',
  TECHNICAL_SPECIFICATION: '02',
  OTHER: '03',
} as const;

/** Lists of this file keyed by i18n group in the `codes` namespace. */
export const PROCUREMENT_CODE_LISTS = {
  purchaseStatus: PURCHASE_STATUS,
  offerStatus: OFFER_STATUS,
  objectionStatus: OBJECTION_STATUS,
  expertTaskStatus: EXPERT_TASK_STATUS,
  tenderDocumentKind: TENDER_DOCUMENT_KIND,
} as const satisfies Record<string, Record<string, string>>;
