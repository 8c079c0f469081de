import { PRICE_METHOD, type PriceMethod } from '../codes/evaluation';
import { add, compare, div, type Exact, mul, ZERO } from './evaluation-decimal';

/**
 * Ranking of the valid offers (design note section 5), exact throughout:
 * - lowest price: the lowest price first; ties by the earlier receipt time;
 * - cost-performance: price score = lowest valid price / offer price x price weight; total = the scored
 *   steps' scores (technical + commercial ...) + price score; the highest total first, ties by the lower
 *   price, then the earlier receipt time.
 * A last tie (same receipt instant) falls back to the offer id so the order never depends on input order.
 */
export interface RankInput {
  offerId: string;
  price: Exact;
  /** ISO instant the server received the offer. */
  receivedAt: string;
  /** Sum of the offer's scored steps (0 under the lowest-price method). */
  scores: Exact;
}

export interface RankedOffer extends RankInput {
  rank: number;
  priceScore: Exact;
  total: Exact;
}

const byReceipt = (a: RankInput, b: RankInput) =>
  a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : a.offerId < b.offerId ? -1 : 1;

/** lowest / price x weight; a zero lowest price gives the full weight to the zero offers only. */
export function priceScore(lowest: Exact, price: Exact, weight: Exact): Exact {
  if (price.n === 0n) return weight;
  return mul(div(lowest, price), weight);
}

export function rankOffers(
  method: PriceMethod | string,
  offers: readonly RankInput[],
  priceWeight: Exact,
): RankedOffer[] {
  if (offers.length === 0) return [];
  const lowest = offers.map((o) => o.price).reduce((a, b) => (compare(a, b) <= 0 ? a : b));
  const scored = offers.map((o) => {
    if (method !== PRICE_METHOD.COST_PERFORMANCE) return { ...o, priceScore: ZERO, total: o.scores };
    const ps = priceScore(lowest, o.price, priceWeight);
    return { ...o, priceScore: ps, total: add(o.scores, ps) };
  });
  scored.sort((a, b) => {
    if (method === PRICE_METHOD.COST_PERFORMANCE) {
      const byTotal = compare(b.total, a.total);
      if (byTotal !== 0) return byTotal;
    }
    return compare(a.price, b.price) || byReceipt(a, b);
  });
  return scored.map((o, i) => ({ ...o, rank: i + 1 }));
}

/** The first `count` ranked offers are the winning candidates. */
export const candidatesOf = <T extends { rank: number }>(ranked: readonly T[], count: number): T[] =>
  ranked.filter((o) => o.rank <= count);
