/**
 * Mainland phone numbers: which 11-digit numbers are mobiles, and the one form they are stored and
 * looked up in. Registration, password retrieval, organisation users and profiles all go through
 * normalisePhone, so '+86 138-0013-8000' typed in one place finds '13800138000' stored by another.
 */

/**
 * Public mobile network prefixes allocated by MIIT, from its table "我国公众移动通信网网号及H0分配情况
 * (截至2023年3月底)" (China Telecom, China Mobile, China Unicom, China Broadnet, including the 170/171/
 * 162/165/167 resale ranges), minus what cannot take part in a sign-up by SMS:
 * - 1349, 174x and 1619 are satellite ranges (the table's own note);
 * - 140-144 are 13-digit IoT numbers, 146 and 148 IoT-only, 172 IoT-only (China Mobile), so only the
 *   145/147/149 data-card ranges of 14x remain;
 * - 154, 160-161, 163-164, 168-169, 179 and 194 are not allocated.
 * Revisit when MIIT allocates more (it publishes the table on miit.gov.cn).
 */
const MOBILE = /^1(?:3[0-35-9]\d|34[0-8]|4[579]\d|5[0-35-9]\d|6[2567]\d|7[0135-8]\d|8\d\d|9[0-35-9]\d)\d{7}$/;
// What users paste: the country code as +86, 0086 or 86, digits grouped by spaces or dashes.
const SEPARATORS = /[\s-]/g;
const COUNTRY_CODE = /^(?:\+86|0086|86)(?=1\d{10}$)/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
const SERVICE_NUMBER = /^[48]00-?\d{3}-?\d{4}$/;

/**
 * The 11 digits of a mainland mobile given in any accepted form ('+86 138-0013-8000', '0086…',
 * '86…'); anything else comes back trimmed and otherwise as given, so it still fails isPhone.
 */
export function normalisePhone(input: string): string {
  const trimmed = input.trim();
  const bare = trimmed.replace(SEPARATORS, '').replace(COUNTRY_CODE, '');
  return MOBILE.test(bare) ? bare : trimmed;
}

/** Mainland mobile number (allocated prefix), optionally +86/0086/86 and spaced or dashed. */
export function isPhone(s: string): boolean {
  return MOBILE.test(normalisePhone(s));
}

/** Mobile, landline (0AA[A]-NNNNNNN[N][-EXT]) or 400/800 service number (dashes optional). */
export function isContactPhone(s: string): boolean {
  return isPhone(s) || LANDLINE.test(s) || SERVICE_NUMBER.test(s);
}

/** A contact phone as stored: mobiles as their 11 digits, landlines and service numbers as given. */
export function normaliseContactPhone(input: string): string {
  return isPhone(input) ? normalisePhone(input) : input.trim();
}

/**
 * A phone search box's text in the stored form, for "contains" searches: a whole mobile becomes its 11
 * digits, a fragment loses its spaces, dashes and a leading +86 ('138-0013' finds '13800138000').
 */
export function phoneSearchText(input: string): string {
  const whole = normalisePhone(input);
  if (MOBILE.test(whole)) return whole;
  return input.replace(SEPARATORS, '').replace(/^\+86/, '');
}
