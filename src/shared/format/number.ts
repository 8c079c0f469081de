/**
 * Number helpers of specification section 9. They work on the decimal string of a value, never on
 * binary floating point, so 1.005 truncates to '1.00' and 0.1 + 0.2 sums to 0.3.
 */

export type NumberInput = number | string;

export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' when none). */
  int: string;
  /** Fraction digits as written (may be empty). */
  frac: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/** Exponents beyond this are refused rather than expanded into huge strings. */
const MAX_EXPONENT = 400;

/**
 * Splits a finite number or a decimal string (optionally signed, with exponent, surrounding blanks
 * allowed) into sign, integer digits and fraction digits; undefined for anything else.
 */
export function parseDecimal(value: NumberInput | null | undefined): DecimalParts | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const match = DECIMAL.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return undefined;
  const [, sign, intRaw = '', fracRaw = '', expRaw] = match;
  if (intRaw === '' && fracRaw === '') return undefined;
  const exponent = expRaw === undefined ? 0 : Number(expRaw);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  const digits = intRaw + fracRaw;
  const point = intRaw.length + exponent;
  let int: string;
  let frac: string;
  if (point <= 0) {
    int = '';
    frac = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    int = digits + '0'.repeat(point - digits.length);
    frac = '';
  } else {
    int = digits.slice(0, point);
    frac = digits.slice(point);
  }
  return { negative: sign === '-', int: int.replace(/^0+/, '') || '0', frac };
}

function isZero(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.int + parts.frac);
}

/** The plain decimal string of a value (no exponent, no '+', no negative zero); '' when invalid. */
export function toPlainDecimalString(value: NumberInput | null | undefined): string {
  const parts = parseDecimal(value);
  if (!parts) return '';
  const sign = parts.negative && !isZero(parts) ? '-' : '';
  return `${sign}${parts.int}${parts.frac ? `.${parts.frac}` : ''}`;
}

/**
 * Groups the integer digits from the right ('-1234567.891' -> '-1,234,567.891'); the fraction is kept
 * as written. Invalid input gives ''. A group size below 1 is a programming error (RangeError).
 */
export function groupNumber(value: NumberInput | null | undefined, size = 3, separator = ','): string {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`groupNumber: bad group size ${size}`);
  const plain = toPlainDecimalString(value);
  if (!plain) return '';
  const [, sign = '', int = '', rest = ''] = /^(-?)(\d+)(.*)$/.exec(plain) ?? [];
  const groups: string[] = [];
  for (let end = int.length; end > 0; end -= size) groups.unshift(int.slice(Math.max(0, end - size), end));
  return `${sign}${groups.join(separator)}${rest}`;
}

/**
 * Fixed-decimal string that truncates toward zero instead of rounding (1.239 -> '1.23',
 * -1.239 -> '-1.23', 1 -> '1.00'). A result of zero carries no sign. Invalid input gives ''; digits
 * outside 0..100 or not an integer is a programming error (RangeError, like Number#toFixed).
 */
export function toFixedTruncate(value: NumberInput | null | undefined, digits: number): string {
  if (!Number.isInteger(digits) || digits < 0 || digits > 100) {
    throw new RangeError(`toFixedTruncate: bad digits ${digits}`);
  }
  const parts = parseDecimal(value);
  if (!parts) return '';
  const frac = parts.frac.padEnd(digits, '0').slice(0, digits);
  const truncated = { ...parts, frac };
  const sign = parts.negative && !isZero(truncated) ? '-' : '';
  return `${sign}${parts.int}${digits > 0 ? `.${frac}` : ''}`;
}

/** Message key of the warning shown when a sum is asked for without anything to sum. */
export const SUM_NEEDS_INPUT_KEY = 'codes:messages.sumNeedsInput';

export class SumInputError extends Error {
  readonly messageKey = SUM_NEEDS_INPUT_KEY;
  constructor() {
    super(SUM_NEEDS_INPUT_KEY);
    this.name = 'SumInputError';
  }
}

type SumValues = readonly (NumberInput | null | undefined)[] | null | undefined;

/**
 * Exact decimal sum as a plain string (safe for 15-digit amounts with decimals, which a double cannot
 * hold). null, undefined and '' entries are skipped; when nothing is left a SumInputError carrying
 * SUM_NEEDS_INPUT_KEY is thrown so the caller can show the warning. A non-numeric entry is a
 * TypeError.
 */
export function sumDecimal(values: SumValues): string {
  const parsed: DecimalParts[] = [];
  for (const value of values ?? []) {
    if (value === null || value === undefined || value === '') continue;
    const parts = parseDecimal(value);
    if (!parts) throw new TypeError(`sum: not a number: ${String(value)}`);
    parsed.push(parts);
  }
  if (parsed.length === 0) throw new SumInputError();
  const scale = Math.max(...parsed.map((p) => p.frac.length));
  let total = 0n;
  for (const p of parsed) {
    const scaled = BigInt(p.int + p.frac.padEnd(scale, '0'));
    total += p.negative ? -scaled : scaled;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** sumDecimal as a number (sum([0.1, 0.2]) === 0.3). */
export function sum(values: SumValues): number {
  return Number(sumDecimal(values));
}
