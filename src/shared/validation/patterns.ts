/**
 * Plain predicates behind every validation rule of spec section 5. They take the raw value and never
 * trim: the zod schemas in rules.ts decide about trimming and emptiness. Every format predicate is false
 * for the empty string, so "optional when empty" is always the schema's decision.
 */

/** Chinese characters as used throughout the rules: any Han ideograph (BMP and extensions). */
const HAN = '\\p{Script=Han}';

// The +86 prefix may be followed by one space or dash because that is how numbers are often pasted.
const MOBILE = /^(?:\+?86[ -]?)?1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
const SERVICE_NUMBER = /^[48]00-?\d{3}-?\d{4}$/;
const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** GB 32100-2015 character set: digits and uppercase letters without I, O, Z, S and V. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ID_CARD = /^\d{17}[\dXx]$/;
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_DIGITS = '10X98765432';
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
 * < > ' " ; \ ` % & | plus ASCII control characters other than tab, line feed and carriage return.
 */
export const ILLEGAL_SPECIAL_CHARS = ['<', '>', "'", '"', ';', '\\', '`', '%', '&', '|'] as const;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
const ILLEGAL = /[<>'";\\`%&|\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Mainland mobile number 1[3-9]xxxxxxxxx, optionally prefixed by 86 or +86. */
export function isPhone(s: string): boolean {
  return MOBILE.test(s);
}

/** Mobile, landline (0AA[A]-NNNNNNN[N][-EXT]) or 400/800 service number (dashes optional). */
export function isContactPhone(s: string): boolean {
  return isPhone(s) || LANDLINE.test(s) || SERVICE_NUMBER.test(s);
}

export function isEmail(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

/**
 * Unified social credit code: exactly 18 characters from the GB 32100 set (digits and uppercase
 * letters except I, O, Z, S, V). Lowercase is rejected here because the code is defined in uppercase;
 * creditCodeSchema uppercases user input before testing, so forms still accept lowercase typing.
 * The check character is deliberately not verified here (see isCreditCodeChecksumValid): the spec only
 * asks for 18 alphanumeric characters, so a checksum test would refuse codes the spec accepts.
 */
export function isCreditCode(s: string): boolean {
  return CREDIT_CODE.test(s);
}

/** GB 32100 check character (mod 31) of an already well-formed credit code. */
export function isCreditCodeChecksumValid(s: string): boolean {
  if (!isCreditCode(s)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(s.charAt(i)) * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARS.charAt((31 - (sum % 31)) % 31) === s.charAt(17);
}

/** 18-digit mainland ID card (real birth date, ISO 7064 check digit, X in either case). */
export function isIdCard(s: string): boolean {
  if (!ID_CARD.test(s)) return false;
  const year = Number(s.slice(6, 10));
  const month = Number(s.slice(10, 12));
  const day = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1800 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(s.charAt(i)) * (ID_CARD_WEIGHTS[i] ?? 0);
  return ID_CARD_CHECK_DIGITS.charAt(sum % 11) === s.charAt(17).toUpperCase();
}

/** Passport: 5 to 17 letters and digits, starting with a letter and containing at least one digit. */
export function isPassport(s: string): boolean {
  return PASSPORT.test(s) && /\d/.test(s);
}

export function isIdCardOrPassport(s: string): boolean {
  return isIdCard(s) || isPassport(s);
}

/** 2 to 50 characters (counted as code points) after trimming. */
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

/** Non-negative amount with at most 15 integer digits and at most 2 decimals. */
export function isAmount(v: string | number): boolean {
  return AMOUNT.test(typeof v === 'number' ? String(v) : v);
}

/** 1 to 50 letters and digits. */
export function isCode(s: string): boolean {
  return CODE.test(s);
}

/** True when s contains any ILLEGAL_SPECIAL_CHARS or a control character. */
export function hasIllegalSpecialChars(s: string): boolean {
  return ILLEGAL.test(s);
}

export function hasChinese(s: string): boolean {
  return CHINESE.test(s);
}
