import { isIdCard } from '@/shared/validation/identifiers';
import { hasUnsafeChars } from '@/shared/validation/text-safety';

/**
 * Plain predicates behind every validation rule of spec section 5. They take the raw value and never
 * trim (phones excepted: normalisePhone reads through spaces): the zod schemas in rules.ts decide about
 * trimming and emptiness. Every format predicate is false for the empty string, so "optional when
 * empty" is always the schema's decision. Phones, credit codes and identity numbers live in their own
 * modules (phone.ts, identifiers.ts); the phone and credit-code predicates are re-exported here.
 */
export { isContactPhone, isPhone, normaliseContactPhone, normalisePhone } from '@/shared/validation/phone';
export { isCreditCode } from '@/shared/validation/identifiers';

/** Chinese characters as used throughout the rules: any Han ideograph (BMP and extensions). */
const HAN = '\\p{Script=Han}';

const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const PASSPORT = /^[A-Za-z][A-Za-z0-9]{4,16}$/;
const PICTURE_CODE = /^[A-Za-z0-9]{4}$/;
const SMS_CODE = /^\d{6}$/;
const CONTACT_NAME_EN = /^[A-Za-z ]{2,22}$/;
const CONTACT_NAME_ZH = new RegExp(`^${HAN}{2,20}$`, 'u');
const LOGIN_NAME = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{4,20}$/;
// Printable ASCII only: keeps passwords typeable on every keyboard and excludes whitespace.
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!-/:-@[-`{-~])[!-~]{8,16}$/;
const SAFE_TEXT = new RegExp(`^[${HAN}A-Za-z0-9_-]+$`, 'u');
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const AMOUNT = /^(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/;
const CODE = /^[A-Za-z0-9]{1,50}$/;
const CHINESE = new RegExp(HAN, 'u');

/**
 * Characters refused in free text because they drive HTML, SQL or shell injection:
 * < > ' " ; \ ` % & | plus the control and text-direction characters of text-safety.ts (tab, line
 * feed and carriage return stay allowed).
 */
const ILLEGAL = /[<>'";\\`%&|]/;

export function isEmail(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

/** Passport: 5 to 17 letters and digits, starting with a letter and containing at least one digit. */
export function isPassport(s: string): boolean {
  return PASSPORT.test(s) && /\d/.test(s);
}

export function isIdCardOrPassport(s: string, today?: Date): boolean {
  return isIdCard(s, today) || isPassport(s);
}

/** 2 to 50 characters (counted as code points) after trimming; see nameSchema for refused characters. */
export function isName(s: string): boolean {
  const length = [...s.trim()].length;
  return length >= 2 && length <= 50;
}

export function isPictureCode(s: string): boolean {
  return PICTURE_CODE.test(s);
}

export function isSmsCode(s: string): boolean {
  return SMS_CODE.test(s);
}

/** English letters and spaces (2-22, at least one letter) or 2-20 Chinese characters; no mixing. */
export function isContactName(s: string): boolean {
  return (CONTACT_NAME_EN.test(s) && /[A-Za-z]/.test(s)) || CONTACT_NAME_ZH.test(s);
}

/** 4-20 letters and digits, containing at least one of each. */
export function isLoginName(s: string): boolean {
  return LOGIN_NAME.test(s);
}

/** 8-16 printable ASCII characters with a letter, a digit and a special (punctuation) character. */
export function isPassword(s: string): boolean {
  return PASSWORD.test(s);
}

/** Only Chinese characters, English letters, digits, _ and -. */
export function isSafeText(s: string): boolean {
  return SAFE_TEXT.test(s);
}

/** Integer > 0; strings must be plain decimal digits without sign or leading zero. */
export function isPositiveInteger(v: string | number): boolean {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0;
  return POSITIVE_INTEGER.test(v) && Number.isSafeInteger(Number(v));
}

/** Finite decimal number; strings are plain notation with optional minus sign (no exponent). */
export function isNumber(v: string | number): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return NUMBER.test(v);
}

/**
 * Non-negative amount with at most 15 integer digits and at most 2 decimals, as a decimal string only:
 * a JSON number has already lost digits beyond double precision (898118731221640.3 parses as
 * 898118731221640.25), so numbers are refused rather than guessed back.
 */
export function isAmount(v: string): boolean {
  return typeof v === 'string' && AMOUNT.test(v);
}

/** 1 to 50 letters and digits. */
export function isCode(s: string): boolean {
  return CODE.test(s);
}

/** True when s contains any of the ILLEGAL characters or a control character. */
export function hasIllegalSpecialChars(s: string): boolean {
  return ILLEGAL.test(s) || hasUnsafeChars(s);
}

export function hasChinese(s: string): boolean {
  return CHINESE.test(s);
}
