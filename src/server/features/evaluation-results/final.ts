import { PRICE_METHOD } from '@/shared/codes/evaluation';
import type { ResultReason } from '@/shared/contracts/evaluation-results';
import {
  type Exact,
  fromFraction,
  parseDecimal,
  sum,
  toFraction,
  ZERO,
} from '@/shared/rules/evaluation-decimal';
import { rankOffers } from '@/shared/rules/evaluation-ranking';
import type { EvaluationOutcomeTable } from '../../db/schema-evaluation-results';
import type { StoredOfferResult } from './stored';

/**
 * The outcome once the last step is summarised: offers rejected in a step (majority fail), scrapped by the
 * leader or without a valid price are rejected with their reasons; the rest are ranked by the project's
 * price method on the price the ranking uses (the last negotiation round for method 13), and the first
 * `candidateCount` become candidates. Scores of the scored steps add up exactly.
 */
export interface FinalInput {
  projectId: string;
  offers: readonly { offerId: string; receivedAt: string }[];
  prices: ReadonlyMap<string, string | null>;
  steps: readonly { stepCode: string; results: readonly StoredOfferResult[] }[];
  scraps: readonly { offer_id: string; reason: string }[];
  priceMethod: string;
  priceWeight: string;
  candidateCount: number;
  at: string;
}

export function finalOutcomes(input: FinalInput): EvaluationOutcomeTable[] {
  const reasons = new Map<string, ResultReason[]>();
  const reject = (offerId: string, reason: ResultReason) =>
    reasons.set(offerId, [...(reasons.get(offerId) ?? []), reason]);
  const scores = new Map<string, Exact[]>();
  for (const step of input.steps) {
    for (const result of step.results) {
      for (const failure of result.failures)
        reject(result.offerId, { kind: 'failure', stepCode: step.stepCode, ...failure });
      scores.set(result.offerId, [...(scores.get(result.offerId) ?? []), fromFraction(result.score)]);
    }
  }
  for (const scrap of input.scraps) reject(scrap.offer_id, { kind: 'scrap', reason: scrap.reason });
  const prices = new Map<string, Exact>();
  for (const offer of input.offers) {
    const price = parseDecimal(input.prices.get(offer.offerId) ?? '');
    if (!price || price.n < 0n) reject(offer.offerId, { kind: 'noPrice' });
    else prices.set(offer.offerId, price);
  }
  const valid = input.offers.filter((o) => !reasons.has(o.offerId));
  const method =
    input.priceMethod === PRICE_METHOD.COST_PERFORMANCE ? PRICE_METHOD.COST_PERFORMANCE : PRICE_METHOD.LOWEST;
  const ranked = rankOffers(
    method,
    valid.map((o) => ({
      offerId: o.offerId,
      receivedAt: o.receivedAt,
      price: prices.get(o.offerId) ?? ZERO,
      scores: method === PRICE_METHOD.COST_PERFORMANCE ? sum(scores.get(o.offerId) ?? []) : ZERO,
    })),
    parseDecimal(input.priceWeight) ?? ZERO,
  );
  const rows: EvaluationOutcomeTable[] = ranked.map((o) => ({
    project_id: input.projectId,
    offer_id: o.offerId,
    price: input.prices.get(o.offerId) ?? '0',
    scores: toFraction(o.scores),
    price_score: toFraction(o.priceScore),
    total: toFraction(o.total),
    rank: o.rank,
    candidate: o.rank <= input.candidateCount ? 1 : 0,
    reasons_json: null,
    decided_at: input.at,
  }));
  for (const offer of input.offers) {
    const why = reasons.get(offer.offerId);
    if (!why) continue;
    const own = sum(scores.get(offer.offerId) ?? []);
    rows.push({
      project_id: input.projectId,
      offer_id: offer.offerId,
      price: input.prices.get(offer.offerId) ?? '',
      scores: toFraction(own),
      price_score: toFraction(ZERO),
      total: toFraction(own),
      rank: null,
      candidate: 0,
      reasons_json: JSON.stringify(why),
      decided_at: input.at,
    });
  }
  return rows;
}
