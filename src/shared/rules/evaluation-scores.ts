import { CRITERION_KIND, type CriterionKind } from '../codes/evaluation';
import { div, type Exact, fromInt, parseDecimal, sum, ZERO, compare } from './evaluation-decimal';

/**
 * A step's summary from the experts' sheets (design note section 5): a scored criterion's score is the
 * mean of the experts' points, dropping one highest and one lowest when five or more experts scored it;
 * an offer failing a pass/fail criterion for a majority of the step's experts (more than half of the
 * sheets) is rejected with the reasons those experts gave. All exact (evaluation-decimal.ts).
 */
export interface CriterionDef {
  id: string;
  name: string;
  kind: CriterionKind | string;
  maxPoints: string | null;
}

/** One line of one expert's sheet. */
export interface ExpertMark {
  expertId: string;
  criterionId: string;
  offerId: string;
  points: string | null;
  passed: boolean | null;
  reason: string | null;
}

export interface CriterionResult {
  criterionId: string;
  /** Exact mean (trimmed with five or more marks); null for a pass/fail criterion or no marks. */
  score: Exact | null;
  trimmed: boolean;
  /** Pass/fail: how many experts failed the offer on it, of how many marked it. */
  failedBy: number;
  markedBy: number;
}

export interface Failure {
  criterionId: string;
  criterionName: string;
  failedBy: number;
  experts: number;
  reasons: string[];
}

export interface OfferStepResult {
  offerId: string;
  criteria: CriterionResult[];
  /** Sum of the scored criteria's scores. */
  score: Exact;
  rejected: boolean;
  failures: Failure[];
}

/** Experts at which the highest and the lowest marks are dropped. */
export const TRIM_FROM_EXPERTS = 5;

/** The mean of the points, trimmed (one highest, one lowest dropped) with TRIM_FROM_EXPERTS or more. */
export function criterionMean(points: readonly Exact[]): { score: Exact | null; trimmed: boolean } {
  if (points.length === 0) return { score: null, trimmed: false };
  if (points.length < TRIM_FROM_EXPERTS) {
    return { score: div(sum(points), fromInt(points.length)), trimmed: false };
  }
  const sorted = [...points].sort(compare);
  const kept = sorted.slice(1, -1);
  return { score: div(sum(kept), fromInt(kept.length)), trimmed: true };
}

/** True when `failed` of `experts` is a majority (strictly more than half). */
export const isMajority = (failed: number, experts: number): boolean => experts > 0 && failed * 2 > experts;

export function summariseStep(
  criteria: readonly CriterionDef[],
  offerIds: readonly string[],
  experts: number,
  marks: readonly ExpertMark[],
): OfferStepResult[] {
  return offerIds.map((offerId) => {
    const results: CriterionResult[] = [];
    const failures: Failure[] = [];
    for (const criterion of criteria) {
      const own = marks.filter((m) => m.offerId === offerId && m.criterionId === criterion.id);
      if (criterion.kind === CRITERION_KIND.PASS) {
        const failed = own.filter((m) => m.passed === false);
        results.push({
          criterionId: criterion.id,
          score: null,
          trimmed: false,
          failedBy: failed.length,
          markedBy: own.length,
        });
        if (isMajority(failed.length, experts)) {
          failures.push({
            criterionId: criterion.id,
            criterionName: criterion.name,
            failedBy: failed.length,
            experts,
            reasons: failed.map((m) => (m.reason ?? '').trim()).filter((r) => r !== ''),
          });
        }
        continue;
      }
      const points = own.map((m) => parseDecimal(m.points ?? '')).filter((p): p is Exact => !!p);
      const { score, trimmed } = criterionMean(points);
      results.push({ criterionId: criterion.id, score, trimmed, failedBy: 0, markedBy: points.length });
    }
    const score = sum(results.map((r) => r.score ?? ZERO));
    return { offerId, criteria: results, score, rejected: failures.length > 0, failures };
  });
}
