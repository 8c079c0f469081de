import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import {
  hasChinese,
  hasIllegalSpecialChars,
  isAmount,
  isCode,
  isContactName,
  isContactPhone,
  isCreditCode,
  isEmail,
  isIdCardOrPassport,
  isLoginName,
  isName,
  isNumber,
  isPassword,
  isPhone,
  isPictureCode,
  isPositiveInteger,
  isSafeText,
  isSmsCode,
  normaliseContactPhone,
  normalisePhone,
} from '@/shared/validation/patterns';
import { numericRule, optionalRule, refuseUnsafeChars, requiredRule } from '@/shared/validation/rules-common';

/**
 * Zod 4 schemas for spec section 5, shared by react-hook-form (zodResolver) and the Fastify routes.
 * Every issue message is an i18n key of the `validation` namespace (VALIDATION_MESSAGES).
 *
 * Format rules (a value must have a shape) are required: empty input fails with 'required'. The phone
 * is the exception the spec names: optional unless requiredPhoneSchema is used. Exclusion rules
 * (noChinese, noIllegalChars) only forbid characters and accept the empty string.
 * String outputs are trimmed, except passwords, whose whitespace makes them invalid instead. Phones
 * come out in the one form they are stored and looked up in (normalisePhone). Free text refuses
 * control and text-direction characters (text-safety.ts); names also refuse tabs and line breaks.
 */

/** Trimmed, non-empty string without control or text-direction characters. */
export const requiredString = refuseUnsafeChars(
  z.string({ error: M.required }).trim().min(1, { error: M.required }),
);

/** A chosen option: non-blank string or any number (null/undefined/'' mean nothing selected). */
export const requiredSelect = z.union(
  [z.string().refine((s) => s.trim() !== '', { error: M.select }), z.number()],
  { error: M.select },
);

/** Mobile number, optional when empty (undefined or ''); output as its 11 digits ('+86 138-…' -> '138…'). */
export const phoneSchema = optionalRule(isPhone, M.phone, { normalise: normalisePhone });
export const requiredPhoneSchema = requiredRule(isPhone, M.phone, { normalise: normalisePhone });
/** Mobiles are output as their 11 digits, landlines and service numbers as typed (trimmed). */
export const contactPhoneSchema = requiredRule(isContactPhone, M.contactPhone, {
  normalise: normaliseContactPhone,
});
export const emailSchema = requiredRule(isEmail, M.email);

/**
 * GB 32100 code with a valid check character. Lowercase input is accepted and output in uppercase (the
 * code itself is uppercase).
 */
export const creditCodeSchema = requiredRule(isCreditCode, M.creditCode, { upperCase: true });
/** Identity number (check digit, birth date not after today by the clock) or passport number. */
export const idCardOrPassportSchema = requiredRule((s) => isIdCardOrPassport(s), M.idCardOrPassport);
/** 2-50 characters on one line, without control or text-direction characters. */
export const nameSchema = refuseUnsafeChars(requiredRule(isName, M.name), { singleLine: true });
export const pictureCodeSchema = requiredRule(isPictureCode, M.pictureCode);
export const smsCodeSchema = requiredRule(isSmsCode, M.smsCode);
export const contactNameSchema = requiredRule(isContactName, M.contactName);
export const loginNameSchema = requiredRule(isLoginName, M.loginName);
export const passwordSchema = requiredRule(isPassword, M.password, { trim: false });
export const codeSchema = requiredRule(isCode, M.code);
export const safeTextSchema = requiredRule(isSafeText, M.safeText);

/**
 * Decimal string only (up to 15 integer digits, 2 decimals), output trimmed. A JSON number is refused
 * with 'amountText': 15+2 digits exceed double precision, so it may already differ from what was typed.
 */
export const amountSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? M.required
        : typeof issue.input === 'number'
          ? M.amountText
          : M.amount,
  })
  .trim()
  .min(1, { error: M.required })
  .refine((s) => s === '' || isAmount(s), { error: M.amount });
/** String or number input; outputs a number. */
export const positiveIntegerSchema = numericRule(isPositiveInteger, M.positiveInteger).transform((v) =>
  Number(v),
);
/** String or number input; outputs a number. */
export const numberSchema = numericRule(isNumber, M.number).transform((v) => Number(v));

export const noChineseSchema = z
  .string({ error: M.noChinese })
  .trim()
  .refine((s) => !hasChinese(s), { error: M.noChinese });
/** Refuses the injection characters and the control / text-direction characters. */
export const noIllegalCharsSchema = z
  .string({ error: M.illegalChars })
  .trim()
  .refine((s) => !hasIllegalSpecialChars(s), { error: M.illegalChars });

/** Registration terms checkbox: must be ticked. */
export const termsAcceptedSchema = z
  .boolean({ error: M.termsRequired })
  .refine((accepted) => accepted, { error: M.termsRequired });

/** Dictionary group codes must be sent as an array of strings. */
export const dictionaryGroupCodesSchema = z.array(z.string({ error: M.dictionaryGroupArray }), {
  error: M.dictionaryGroupArray,
});

export interface PasswordPair {
  password?: unknown;
  confirmPassword?: unknown;
}

/** superRefine callback: 'passwordMismatch' on path confirmPassword when the two entries differ. */
export function passwordConfirmRefinement(value: PasswordPair, ctx: z.RefinementCtx<PasswordPair>): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      message: M.passwordMismatch,
      path: ['confirmPassword'],
      input: value.confirmPassword,
    });
  }
}

/**
 * Adds the password confirmation check to an object schema. It runs even when other fields are
 * invalid, so the mismatch shows together with the other errors instead of after fixing them.
 */
export function withPasswordConfirm<T extends z.ZodType<PasswordPair>>(schema: T): T {
  return schema.superRefine(passwordConfirmRefinement, {
    when: (payload) => {
      const value = payload.value as PasswordPair | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
}
