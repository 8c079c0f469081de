/**
 * The weights of a project's score criteria add up to exactly 100 (issue 16). Weights are decimal text
 * with at most 2 decimals, summed as integer hundredths so no float ever rounds 33.33 + 33.33 + 33.34.
 */

const WEIGHT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** A weight ('33.5') as integer hundredths (3350); undefined when not a plain decimal of <= 2 places. */
export function weightHundredths(weight: string): number | undefined {
  const match = WEIGHT.exec(weight.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Sum of the weights as decimal text with 2 places ('100.00'); undefined when one weight is not valid. */
export function weightTotal(weights: readonly (string | null | undefined)[]): string | undefined {
  let total = 0;
  for (const w of weights) {
    const h = weightHundredths(w ?? '');
    if (h === undefined) return undefined;
    total += h;
  }
  return `${Math.trunc(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

/** True when the weights are all valid and add up to exactly 100 (no weights at all: true, nothing to weigh). */
export function weightsAddUpTo100(weights: readonly (string | null | undefined)[]): boolean {
  if (weights.length === 0) return true;
  return weightTotal(weights) === '100.00';
}
