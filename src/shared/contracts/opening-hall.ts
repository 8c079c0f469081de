import { z } from 'zod';
import { tenderIdField } from '@/shared/contracts/tenders';

/**
 * The opening hall (issue 18, design note section 9). The opening's outcome is kept per project:
 * '01' opened with enough valid offers, '02' failed (project 09: fewer valid offers than the rules
 * require), '03' too few valid offers on a competitive negotiation (method 13), which goes on as
 * negotiation, '04' operator error (the project key missing or not unwrapping; nothing was opened).
 */
export const OPENING_OUTCOME = {
  OPENED: '01',
  FAILED: '02',
  NEGOTIATION: '03',
  OPERATOR_ERROR: '04',
} as const;
export type OpeningOutcome = (typeof OPENING_OUTCOME)[keyof typeof OPENING_OUTCOME];

/** Who ran the opening: '00' the buyer in the hall, '01' the server at the quote end (unattended). */
export const OPENING_MODE = { HALL: '00', UNATTENDED: '01' } as const;
export type OpeningMode = (typeof OPENING_MODE)[keyof typeof OPENING_MODE];

/** How far ahead the hall lists projects ("today and soon"), in days. */
export const HALL_DAYS_AHEAD = 7;

export const hallProjectSchema = z.object({ projectId: tenderIdField });

export const unattendedSetSchema = z.object({
  projectId: tenderIdField,
  unattended: z.boolean({ error: 'opening-hall:validation.unattended' }),
});

export const unattendedListSchema = z.object({
  scope: z.enum(['unattended', 'upcoming'], { error: 'opening-hall:validation.scope' }).default('unattended'),
});
export type UnattendedScope = z.infer<typeof unattendedListSchema>['scope'];

/** The recorded outcome of a project's opening (null fields before it ran). */
export interface OpeningOutcomeView {
  outcome: OpeningOutcome | null;
  mode: OpeningMode | null;
  at: string | null;
  openedCount: number | null;
  validCount: number | null;
  /** i18n key (opening-hall namespace) and its values, when failed or an operator error. */
  reasonKey: string | null;
  reasonVars: Record<string, string | number> | null;
}

export interface HallProjectRow extends OpeningOutcomeView {
  projectId: string;
  projectCode: string;
  projectName: string;
  tenderMethod: string;
  /** PURCHASE_STATUS. */
  status: string;
  quoteEndTime: string;
  openedAt: string | null;
  unattended: boolean;
  /** Offers that took part (sealed or opened, not withdrawn). */
  offerCount: number;
  signedInCount: number;
  /** Supplier callers: whether its organisation signed in. */
  signedIn: boolean | null;
}

export interface HallListView {
  /** Server time of the answer, for countdowns (never the device clock). */
  serverTime: string;
  /** Whose hall: the buyer side's projects, or the supplier's (the projects it sent offers to). */
  side: 'buyer' | 'supplier';
  records: HallProjectRow[];
}

export interface HallBidder {
  supplierDepartId: string;
  /** Shown to the buyer side only once offers closed; null before (and to other suppliers). */
  supplierName: string | null;
  signedIn: boolean;
  signedInAt: string | null;
  mine: boolean;
}

export interface HallDetailView {
  serverTime: string;
  project: HallProjectRow;
  bidders: HallBidder[];
  /** The caller's side: 'buyer' may start and switch; 'supplier' may sign in. */
  side: 'buyer' | 'supplier';
  canStart: boolean;
  canSignIn: boolean;
  canSwitchUnattended: boolean;
}

export interface SignInAnswer {
  projectId: string;
  signedInAt: string;
}

export interface UnattendedAnswer {
  projectId: string;
  unattended: boolean;
}
