import { z } from 'zod';
import { optionalText, text } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
import { EVALUATION_STEPS } from '@/shared/codes/evaluation';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Evaluation results (issue 19; design note section 5): the committee leader summarises each review step
 * from the experts' sheets; after the last step the valid offers are ranked by the project's price method,
 * the first N are the winning candidates and the report (PDF) is generated; every member signs it, which
 * moves the project to publicity (06). Scores and prices travel as decimal text rounded for display by
 * src/shared/rules/evaluation-decimal.ts (2 places, half away from zero); the server ranks exactly.
 */
const id = tenderIdField;
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const CANDIDATE_COUNT_DEFAULT = 3;
export const CANDIDATE_COUNT_MAX = 5;
export const RESULT_REASON_MAX = 500;

export const evaluationResultProjectSchema = z.object({ projectId: id });

export const evaluationSummariseSchema = z.object({
  projectId: id,
  stepCode: z.enum(EVALUATION_STEPS as [string, ...string[]], { error: M.invalid }),
  /** Summarise although some experts have not sent their sheet: the leader's decision, with a note. */
  force: flag.optional().transform((v) => v ?? false),
  note: optionalText(RESULT_REASON_MAX),
  /** How many ranked offers become candidates (used when the last step is summarised). */
  candidateCount: z.coerce
    .number({ error: M.invalid })
    .int({ error: M.invalid })
    .min(1, { error: M.invalid })
    .max(CANDIDATE_COUNT_MAX, { error: M.invalid })
    .optional(),
});
export type EvaluationSummariseInput = z.input<typeof evaluationSummariseSchema>;

export const evaluationScrapSchema = z.object({
  projectId: id,
  offerId: id,
  reason: text(RESULT_REASON_MAX),
});
export type EvaluationScrapInput = z.input<typeof evaluationScrapSchema>;

export interface ResultMember {
  userId: string;
  name: string;
  departName: string | null;
  isLeader: boolean;
  taskStatus: string;
  signedAt: string | null;
}

export interface ResultCriterion {
  id: string;
  name: string;
  kind: string;
  maxPoints: string | null;
}

export interface ResultMark {
  criterionId: string;
  offerId: string;
  points: string | null;
  passed: boolean | null;
  reason: string | null;
}

/** One expert's sheet, shown only once the leader summarised the step. */
export interface ResultSheet {
  expertUserId: string;
  expertName: string;
  departName: string | null;
  submittedAt: string;
  marks: ResultMark[];
}

export interface ResultFailure {
  criterionId: string;
  criterionName: string;
  failedBy: number;
  experts: number;
  reasons: string[];
}

export interface ResultOfferSummary {
  offerId: string;
  /** Display: 2 places, half away from zero. */
  score: string;
  criteria: { criterionId: string; score: string | null; trimmed: boolean; failedBy: number }[];
  rejected: boolean;
  failures: ResultFailure[];
}

export interface ResultStep {
  code: string;
  seq: number;
  status: string;
  /** Experts who sent their sheet (names only, never their scores before the summary). */
  submittedBy: string[];
  criteria: ResultCriterion[];
  summarisedAt: string | null;
  summarisedBy: string | null;
  forced: boolean;
  note: string | null;
  sheets: ResultSheet[];
  results: ResultOfferSummary[];
}

export interface ResultOffer {
  offerId: string;
  supplierName: string;
  price: string | null;
  receivedAt: string;
  status: string;
}

export interface ResultOutcome {
  offerId: string;
  supplierName: string;
  price: string;
  scores: string;
  priceScore: string;
  total: string;
  rank: number | null;
  candidate: boolean;
  rejected: boolean;
  reasons: ResultReason[];
}

/** Why an offer was rejected: a criterion failed by a majority, a scrap by the leader, or no valid price. */
export type ResultReason =
  | ({ kind: 'failure'; stepCode: string } & ResultFailure)
  | { kind: 'scrap'; reason: string }
  | { kind: 'noPrice' };

export interface ResultReport {
  sha256: string;
  size: number;
  generatedAt: string;
  completedAt: string | null;
}

export interface EvaluationResultOverview {
  project: {
    id: string;
    name: string;
    code: string;
    status: string;
    tenderMethod: string;
    priceMethod: string;
    priceWeight: string;
    failedReason: string | null;
  };
  me: { isMember: boolean; isLeader: boolean; signedAt: string | null };
  members: ResultMember[];
  steps: ResultStep[];
  offers: ResultOffer[];
  outcomes: ResultOutcome[];
  scraps: { offerId: string; supplierName: string; reason: string; recordedBy: string; recordedAt: string }[];
  report: ResultReport | null;
}

export interface EvaluationResultProject {
  id: string;
  name: string;
  code: string;
  status: string;
  reportSha256: string | null;
}
