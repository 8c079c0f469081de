import { QUANTITY_MAX_DECIMALS, QUANTITY_MAX_INTEGER_DIGITS } from './plan-money';

/**
 * Exact sums of quantities (decimal text, up to 12 integer digits and 4 decimals) for merged subject
 * matters: integer arithmetic on units of 10^-4, never binary floating point.
 */
const PLAIN = /^(\d+)(?:\.(\d+))?$/;
const SCALE = 10n ** BigInt(QUANTITY_MAX_DECIMALS);

/** A quantity as units of 10^-4; undefined when it is not a plain non-negative decimal within 4 decimals. */
export function quantityUnits(value: string): bigint | undefined {
  const match = PLAIN.exec(value.trim());
  if (!match) return undefined;
  const frac = match[2] ?? '';
  if (frac.length > QUANTITY_MAX_DECIMALS) return undefined;
  return BigInt((match[1] ?? '0') + frac.padEnd(QUANTITY_MAX_DECIMALS, '0'));
}

/** Units of 10^-4 as the shortest decimal text ('12.5', '3'). */
export function unitsToQuantity(units: bigint): string {
  const int = units / SCALE;
  const frac = (units % SCALE).toString().padStart(QUANTITY_MAX_DECIMALS, '0').replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int.toString();
}

/**
 * The exact sum of quantities, or undefined when one is not a quantity or the sum passes the 12
 * integer digits a quantity may have.
 */
export function sumQuantities(quantities: readonly string[]): string | undefined {
  let total = 0n;
  for (const q of quantities) {
    const units = quantityUnits(q);
    if (units === undefined) return undefined;
    total += units;
  }
  return total < 10n ** BigInt(QUANTITY_MAX_INTEGER_DIGITS) * SCALE ? unitsToQuantity(total) : undefined;
}
