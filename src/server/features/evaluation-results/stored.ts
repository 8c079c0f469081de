import type { ResultFailure } from '@/shared/contracts/evaluation-results';
import type { OfferStepResult } from '@/shared/rules/evaluation-scores';
import { toFraction } from '@/shared/rules/evaluation-decimal';

/** A step's per-offer result as stored in evaluation_step_results.results_json (exact fractions 'n/d'). */
export interface StoredOfferResult {
  offerId: string;
  score: string;
  criteria: {
    criterionId: string;
    score: string | null;
    trimmed: boolean;
    failedBy: number;
    markedBy: number;
  }[];
  rejected: boolean;
  failures: ResultFailure[];
}

export function toStored(result: OfferStepResult): StoredOfferResult {
  return {
    offerId: result.offerId,
    score: toFraction(result.score),
    criteria: result.criteria.map((c) => ({
      criterionId: c.criterionId,
      score: c.score ? toFraction(c.score) : null,
      trimmed: c.trimmed,
      failedBy: c.failedBy,
      markedBy: c.markedBy,
    })),
    rejected: result.rejected,
    failures: result.failures,
  };
}

export const parseStored = (json: string): StoredOfferResult[] => JSON.parse(json) as StoredOfferResult[];
