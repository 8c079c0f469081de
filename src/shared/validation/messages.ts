/**
 * Rule name -> i18n key in the `validation` namespace (locales/<lang>/validation.json). Schemas fail
 * with these keys as their message so the same issue can be translated on the client and returned
 * untranslated by the server.
 */
export const VALIDATION_MESSAGES = {
  required: 'validation:required',
  select: 'validation:select',
  phone: 'validation:phone',
  contactPhone: 'validation:contactPhone',
  email: 'validation:email',
  creditCode: 'validation:creditCode',
  creditCodeExists: 'validation:creditCodeExists',
  idCardOrPassport: 'validation:idCardOrPassport',
  name: 'validation:name',
  pictureCode: 'validation:pictureCode',
  smsCode: 'validation:smsCode',
  pictureCodeFirst: 'validation:pictureCodeFirst',
  contactName: 'validation:contactName',
  loginName: 'validation:loginName',
  password: 'validation:password',
  passwordMismatch: 'validation:passwordMismatch',
  safeText: 'validation:safeText',
  positiveInteger: 'validation:positiveInteger',
  number: 'validation:number',
  amount: 'validation:amount',
  /** An amount sent as a JSON number instead of a decimal string. */
  amountText: 'validation:amountText',
  code: 'validation:code',
  illegalChars: 'validation:illegalChars',
  /** Control characters and bidirectional marks (text-safety.ts). */
  unsafeChars: 'validation:unsafeChars',
  /** Tab or line break in a single-line field (names, titles). */
  singleLine: 'validation:singleLine',
  noChinese: 'validation:noChinese',
  termsRequired: 'validation:termsRequired',
  uploadRequired: 'validation:uploadRequired',
  licenceRequired: 'validation:licenceRequired',
  scanRequired: 'validation:scanRequired',
  dictionaryGroupArray: 'validation:dictionaryGroupArray',
  deadlinePassed: 'validation:deadlinePassed',
  endAfterStart: 'validation:endAfterStart',
  /** Interpolation: {{min}} (caller-formatted duration). */
  minDuration: 'validation:minDuration',
  /** Interpolation: {{min}} (number of days the count must exceed). */
  holidayCount: 'validation:holidayCount',
  timesEqual: 'validation:timesEqual',
  /** Interpolation: {{max}}. */
  maxLength: 'validation:maxLength',
  /** Interpolation: {{min}}. */
  minLength: 'validation:minLength',
  invalid: 'validation:invalid',
  invalidDate: 'validation:invalidDate',
  /** Interpolation: {{min}}, {{max}} (years a business date-time may fall in). */
  dateOutOfRange: 'validation:dateOutOfRange',
  maxRange: 'validation:maxRange',
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[ValidationRule];
export type MessageParams = Record<string, string | number>;

/**
 * Zod issues (and react-hook-form errors built from them) only carry a string, so interpolation
 * values travel inside it: `validation:maxLength{"max":50}`. i18n keys never contain `{`.
 */
export function messageWithParams(key: ValidationMessageKey, params: MessageParams): string {
  return `${key}${JSON.stringify(params)}`;
}

/** Splits a schema message into the i18n key and its interpolation values, ready for `t(key, params)`. */
export function parseValidationMessage(message: string): { key: string; params: MessageParams } {
  const brace = message.indexOf('{');
  if (brace < 0) return { key: message, params: {} };
  try {
    const parsed: unknown = JSON.parse(message.slice(brace));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { key: message.slice(0, brace), params: parsed as MessageParams };
    }
  } catch {
    // Not an encoded message: fall through and treat the whole string as the key.
  }
  return { key: message, params: {} };
}
