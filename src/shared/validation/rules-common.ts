import { z } from 'zod';
import { VALIDATION_MESSAGES as M, messageWithParams } from '@/shared/validation/messages';
import { hasLineBreakOrTab, hasUnsafeChars } from '@/shared/validation/text-safety';

/**
 * Builders the named schemas in rules.ts are made of; use them for fields the named schemas do not
 * cover (e.g. an optional e-mail: `optionalRule(isEmail, VALIDATION_MESSAGES.email)`).
 */

export interface StringRuleOptions {
  /** Trim before testing and in the output (default true; passwords turn it off). */
  trim?: boolean;
  /** Uppercase before testing and in the output (credit codes). */
  upperCase?: boolean;
  /** Rewrites the (trimmed) value before testing and in the output, e.g. phones to their 11 digits. */
  normalise?: (s: string) => string;
}

export interface TextSafetyOptions {
  /** Names and titles: also refuse tabs and line breaks. */
  singleLine?: boolean;
}

/**
 * Refuses the characters of text-safety.ts ('unsafeChars') and, for single-line fields, tabs and line
 * breaks ('singleLine'): refused with a message rather than stripped, so what is stored is what was typed.
 */
export function refuseUnsafeChars<T extends z.ZodType<string | undefined>>(
  schema: T,
  options: TextSafetyOptions = {},
): T {
  const safe = schema.refine((s) => s === undefined || !hasUnsafeChars(s), { error: M.unsafeChars });
  if (!options.singleLine) return safe;
  return safe.refine((s) => s === undefined || !hasLineBreakOrTab(s), { error: M.singleLine });
}

/**
 * A missing value reads as "required" (NaN is what an empty number input yields); a value of the wrong
 * type reads as the rule's own message.
 */
function typeError(message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? M.required : message;
}

function normalisedString(error: string | ReturnType<typeof typeError>, options: StringRuleOptions) {
  let schema = z.string({ error });
  if (options.trim ?? true) schema = schema.trim();
  if (options.upperCase) schema = schema.toUpperCase();
  if (options.normalise) schema = schema.overwrite(options.normalise);
  return schema;
}

/** Required string: empty (after trimming) fails with 'required', otherwise `test` must hold. */
export function requiredRule(test: (s: string) => boolean, message: string, options: StringRuleOptions = {}) {
  return (
    normalisedString(typeError(message), options)
      .min(1, { error: M.required })
      // An empty value already has its 'required' issue; no abort, so cross-field checks of the form still run.
      .refine((s) => s === '' || test(s), { error: message })
  );
}

/** Optional string: undefined and '' (after trimming) pass, anything else must satisfy `test`. */
export function optionalRule(test: (s: string) => boolean, message: string, options: StringRuleOptions = {}) {
  return normalisedString(message, options)
    .refine((s) => s === '' || test(s), { error: message })
    .optional();
}

/**
 * Number-like input (text field string or `valueAsNumber` number): '' and NaN fail with 'required',
 * otherwise `test` must hold. Output is the trimmed string or the number as given.
 */
export function numericRule(test: (v: string | number) => boolean, message: string) {
  return z.union([z.string(), z.number()], { error: typeError(message) }).transform((input, ctx) => {
    const value = typeof input === 'string' ? input.trim() : input;
    if (value === '' || Number.isNaN(value)) {
      ctx.issues.push({ code: 'custom', message: M.required, input });
      return z.NEVER;
    }
    if (!test(value)) {
      ctx.issues.push({ code: 'custom', message, input });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * Trimmed string of at most `max` characters; message carries {{max}} (see messageWithParams). Control
 * and text-direction characters are refused; tabs and line breaks only with `singleLine`.
 */
export function maxLengthString(max: number, options: TextSafetyOptions = {}) {
  const schema = z
    .string()
    .trim()
    .max(max, { error: messageWithParams(M.maxLength, { max }) });
  return refuseUnsafeChars(schema, options);
}

/** Trimmed string of at least `min` characters; message carries {{min}}. */
export function minLengthString(min: number) {
  return z
    .string()
    .trim()
    .min(min, { error: messageWithParams(M.minLength, { min }) });
}

/** At least one uploaded item; `message` picks the licence / scan variant. */
export function requiredUpload<T extends z.ZodType>(item: T, message: string = M.uploadRequired) {
  return z.array(item, { error: message }).min(1, { error: message });
}
