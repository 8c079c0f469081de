import { z } from 'zod';
import { optionalText } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
import { parseDecimal } from '@/shared/rules/evaluation-decimal';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Results (issue 20; design note section 10): the publicity of the ranked candidates (06), the buyer's
 * confirmation of the winners (a reason when not the first candidate), the goods allotment (per subject
 * matter the allotted quantities add up exactly to the procured quantity) and the conclusion (07).
 * Prices, scores and quantities travel as decimal text; the server sums them exactly.
 */
const id = tenderIdField;
export const WINNER_REASON_MAX = 500;
export const RESULT_MESSAGES = {
  quantity: 'results:validation.quantity',
} as const;

/** A non-negative decimal with at most 12 integer digits and 4 decimals. */
const allotQuantity = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine((s) => /^\d{1,12}(\.\d{1,4})?$/.test(s) && parseDecimal(s) !== undefined, {
    error: RESULT_MESSAGES.quantity,
  });

export const resultProjectSchema = z.object({ projectId: id });

export const resultConfirmSchema = z.object({
  projectId: id,
  winners: z
    .array(z.object({ offerId: id, reason: optionalText(WINNER_REASON_MAX) }), { error: M.required })
    .min(1, { error: M.required })
    .max(20, { error: M.invalid }),
});
export type ResultConfirmInput = z.input<typeof resultConfirmSchema>;

export const resultAllotSchema = z.object({
  projectId: id,
  lines: z
    .array(z.object({ subjectMatterId: id, orgId: id, quantity: allotQuantity }), { error: M.required })
    .min(1, { error: M.required })
    .max(20_000, { error: M.invalid }),
});
export type ResultAllotInput = z.input<typeof resultAllotSchema>;

export interface ResultProjectHead {
  id: string;
  name: string;
  code: string;
  status: string;
  tenderMethod: string;
}

export interface PublicityCandidate {
  rank: number;
  supplierName: string;
  /** Decimal text (yuan). */
  price: string;
  /** Total score, 2 places. */
  score: string;
  candidate: boolean;
}

export interface PublicityView {
  project: ResultProjectHead;
  startedAt: string;
  endsAt: string;
  days: number;
  /** Server time of the answer, for the client's countdown offset. */
  serverNow: string;
  candidates: PublicityCandidate[];
}

export interface ResultCandidate extends PublicityCandidate {
  offerId: string;
  orgId: string;
}

export interface ResultWinner {
  offerId: string;
  orgId: string;
  supplierName: string;
  rank: number;
  price: string;
  reason: string | null;
  confirmedAt: string;
}

export interface ResultSubjectMatter {
  id: string;
  lineNo: number;
  materialName: string;
  quantity: string;
  unitCode: string;
  allotments: { orgId: string; quantity: string }[];
}

/** What still stands between the project and 07 (message keys of the `results` namespace). */
export type ResultBlocker = 'notPublicity' | 'publicityRunning' | 'objectionOpen' | 'noWinners' | 'allotment';

export interface ResultContentView {
  project: ResultProjectHead;
  publicity: { startedAt: string; endsAt: string; days: number } | null;
  serverNow: string;
  candidates: ResultCandidate[];
  winners: ResultWinner[];
  goods: boolean;
  subjectMatters: ResultSubjectMatter[];
  blockers: ResultBlocker[];
}

export interface ResultQuotation {
  offerId: string;
  supplierName: string;
  /** The price opened from the sealed offer (decimal text), null if unreadable. */
  openedPrice: string | null;
  /** The price ranked: the opened one, or for competitive negotiation (13) the last round's. */
  finalPrice: string | null;
  rank: number | null;
  rejected: boolean;
}

export interface ResultQuotationsView {
  project: ResultProjectHead;
  negotiated: boolean;
  quotations: ResultQuotation[];
}

export interface ResultProjectListItem {
  id: string;
  name: string;
  code: string;
  status: string;
  endsAt: string | null;
}
