/**
 * Exact arithmetic for evaluation scores and prices (issue 19): every value is a fraction of two BigInts,
 * so means, divisions by a price and sums never pass through binary floating point, and the ranking
 * compares exact values. Rounding happens only for display (`toFixedHalfUp`): half away from zero
 * (四舍五入) to a fixed number of places, scores and totals to 2 places, money to 2 places.
 */
export interface Exact {
  /** Numerator; the sign lives here. */
  n: bigint;
  /** Denominator, always > 0. */
  d: bigint;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function exact(n: bigint, d: bigint): Exact {
  if (d === 0n) throw new RangeError('division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO: Exact = { n: 0n, d: 1n };
export const fromInt = (value: number | bigint): Exact => ({ n: BigInt(value), d: 1n });

/** A plain decimal string ('12.5', '-3', '0.125') as an exact value; undefined when it is not one. */
export function parseDecimal(text: string): Exact | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const frac = match[3] ?? '';
  const n = BigInt(`${match[1]}${match[2]}${frac}`);
  return exact(n, 10n ** BigInt(frac.length));
}

/** parseDecimal that throws: for values already validated at the boundary. */
export function decimal(text: string): Exact {
  const value = parseDecimal(text);
  if (!value) throw new RangeError(`not a decimal: ${text}`);
  return value;
}

export const add = (a: Exact, b: Exact): Exact => exact(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Exact, b: Exact): Exact => exact(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Exact, b: Exact): Exact => exact(a.n * b.n, a.d * b.d);
export const div = (a: Exact, b: Exact): Exact => exact(a.n * b.d, a.d * b.n);
export const sum = (values: readonly Exact[]): Exact => values.reduce(add, ZERO);

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Exact, b: Exact): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The display rule: rounded half away from zero to `places` decimals ('2.345' at 2 -> '2.35'). */
export function toFixedHalfUp(value: Exact, places = 2): string {
  const negative = value.n < 0n;
  const abs = negative ? -value.n : value.n;
  const scale = 10n ** BigInt(places);
  const scaled = (abs * scale * 2n + value.d) / (2n * value.d);
  const digits = scaled.toString().padStart(places + 1, '0');
  const int = places > 0 ? digits.slice(0, -places) : digits;
  const frac = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${int}${frac}`;
}

/** The exact value as 'n/d' text (stored with results so a re-read ranks exactly as the summary did). */
export const toFraction = (value: Exact): string => `${value.n}/${value.d}`;

export function fromFraction(text: string): Exact {
  const [n, d] = text.split('/');
  return exact(BigInt(n ?? '0'), BigInt(d ?? '1'));
}
