/**
 * National identifiers with check characters: the unified social credit code (GB 32100-2015) and the
 * resident identity number (GB 11643-1999). A format-only test lets 30 of every 31 mistyped credit
 * codes through, so both are checked by their check character.
 */

/** GB 32100-2015 character set, in code value order: digits and uppercase letters without I, O, Z, S, V. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
/** W_i = 3^(i-1) mod 31, GB 32100-2015 section 5. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ID_CARD = /^\d{17}[\dXx]$/;
/** W_i = 2^(18-i) mod 11, GB 11643-1999 section 7 (ISO 7064 MOD 11-2). */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_DIGITS = '10X98765432';
// Identity numbers are issued in China: "today" is the calendar day in China Standard Time (UTC+8).
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The GB 32100 check character of the first 17 characters of a credit code ('' when not in the set). */
export function creditCodeCheckChar(first17: string): string {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(first17)) return '';
  let sum = 0;
  for (let i = 0; i < 17; i++)
    sum += CREDIT_CODE_CHARS.indexOf(first17.charAt(i)) * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31);
}

/**
 * Unified social credit code: 18 characters of the GB 32100 set whose last one is the check character.
 * Lowercase is refused (the code is defined in uppercase); creditCodeSchema uppercases input first.
 */
export function isCreditCode(s: string): boolean {
  return CREDIT_CODE.test(s) && creditCodeCheckChar(s.slice(0, 17)) === s.charAt(17);
}

/** The GB 11643 check digit ('0'-'9' or 'X') of the first 17 digits of an identity number. */
export function idCardCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) return '';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (ID_CARD_WEIGHTS[i] ?? 0);
  return ID_CARD_CHECK_DIGITS.charAt(sum % 11);
}

/** 'YYYYMMDD' of `today` in China Standard Time. */
function chinaDay(today: Date): string {
  return new Date(today.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * 18-digit resident identity number: a real birth date (from 1800, not after `today`, which defaults
 * to the clock) and the GB 11643 check digit, X in either case.
 */
export function isIdCard(s: string, today: Date = new Date()): boolean {
  if (!ID_CARD.test(s)) return false;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1800 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (s.slice(6, 14) > chinaDay(today)) return false;
  return idCardCheckDigit(s.slice(0, 17)) === s.charAt(17).toUpperCase();
}
