/**
 * Exact money and quantity rules of plans and schemes (issue 15; design note section 7). Amounts are
 * yuan with at most 15 integer digits and 2 decimals, held as integer cents in BigInt so no sum or
 * product ever passes through binary floating point. Forms enter money in 10,000s (spec 000 section
 * 9); the conversion only moves the decimal point.
 */

export const AMOUNT_MAX_INTEGER_DIGITS = 15;
export const AMOUNT_MAX_DECIMALS = 2;
/** 10,000s with 6 decimals are exactly yuan with 2. */
export const WAN_MAX_DECIMALS = 6;
export const QUANTITY_MAX_INTEGER_DIGITS = 12;
export const QUANTITY_MAX_DECIMALS = 4;

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

/** A non-negative plain decimal string within the digit limits, as integer units; undefined otherwise. */
function parseScaled(value: string, maxInt: number, maxDecimals: number): Scaled | undefined {
  const match = PLAIN.exec(value.trim());
  if (!match) return undefined;
  const int = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const frac = match[2] ?? '';
  if (int.length > maxInt || frac.length > maxDecimals) return undefined;
  return { units: BigInt(int + frac.padEnd(maxDecimals, '0')), scale: maxDecimals };
}

/** Yuan ('1234.5') to cents (123450n); undefined when not a non-negative amount within the limits. */
export function yuanToCents(yuan: string): bigint | undefined {
  return parseScaled(yuan, AMOUNT_MAX_INTEGER_DIGITS, AMOUNT_MAX_DECIMALS)?.units;
}

/** Cents to a yuan string with exactly two decimals ('1234.50'). */
export function centsToYuan(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * An amount typed in 10,000s ('12.3456') as yuan ('123456.00'); undefined when it has more than 6
 * decimals (it would not be whole cents) or the yuan amount would pass 15 integer digits.
 */
export function wanToYuan(wan: string): string | undefined {
  const parsed = parseScaled(wan, AMOUNT_MAX_INTEGER_DIGITS - 4, WAN_MAX_DECIMALS);
  return parsed ? centsToYuan(parsed.units) : undefined;
}

/** Yuan as 10,000s without trailing zeros ('123456.00' -> '12.3456'); undefined for a bad amount. */
export function yuanToWan(yuan: string): string | undefined {
  const cents = yuanToCents(yuan);
  if (cents === undefined) return undefined;
  const digits = cents.toString().padStart(WAN_MAX_DECIMALS + 1, '0');
  const int = digits.slice(0, -WAN_MAX_DECIMALS);
  const frac = digits.slice(-WAN_MAX_DECIMALS).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** A positive quantity within 12 integer digits and 4 decimals. */
export function isValidQuantity(quantity: string): boolean {
  const parsed = parseScaled(quantity, QUANTITY_MAX_INTEGER_DIGITS, QUANTITY_MAX_DECIMALS);
  return parsed !== undefined && parsed.units > 0n;
}

/**
 * Quantity times unit price in cents, rounded half up to the cent (the accounting rule, 四舍五入);
 * undefined when an input is out of its limits or the product passes the amount limit.
 */
export function lineAmountCents(quantity: string, unitPriceYuan: string): bigint | undefined {
  const q = parseScaled(quantity, QUANTITY_MAX_INTEGER_DIGITS, QUANTITY_MAX_DECIMALS);
  const price = yuanToCents(unitPriceYuan);
  if (!q || price === undefined) return undefined;
  const divisor = 10n ** BigInt(q.scale);
  const product = q.units * price;
  const cents = (product + divisor / 2n) / divisor;
  return cents < 10n ** BigInt(AMOUNT_MAX_INTEGER_DIGITS + AMOUNT_MAX_DECIMALS) ? cents : undefined;
}

/** Exact sum of cent amounts. */
export const sumCents = (amounts: readonly bigint[]): bigint => amounts.reduce((a, b) => a + b, 0n);

export interface EnvelopeCheck {
  /** True when the new lines would take the year's category past its annual envelope. */
  over: boolean;
  /** Envelope left after the new lines (negative when over). */
  remainingCents: bigint;
}

/**
 * The annual cap: approved purchase plans of a year and category may not exceed their annual plan
 * line unless marked over-plan with a reason. A category without an annual line has no envelope, so
 * any amount is over it.
 */
export function checkAnnualEnvelope(
  envelopeCents: bigint | undefined,
  spentCents: bigint,
  addingCents: bigint,
): EnvelopeCheck {
  const remainingCents = (envelopeCents ?? 0n) - spentCents - addingCents;
  return { over: remainingCents < 0n, remainingCents };
}
