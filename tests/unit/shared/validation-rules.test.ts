import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../../locales/en/validation.json';
import fr from '../../../locales/fr/validation.json';
import zh from '../../../locales/zh/validation.json';
import {
  VALIDATION_MESSAGES as M,
  messageWithParams,
  parseValidationMessage,
} from '@/shared/validation/messages';
import {
  amountSchema,
  codeSchema,
  contactNameSchema,
  contactPhoneSchema,
  creditCodeSchema,
  dictionaryGroupCodesSchema,
  emailSchema,
  idCardOrPassportSchema,
  loginNameSchema,
  nameSchema,
  noChineseSchema,
  noIllegalCharsSchema,
  numberSchema,
  passwordSchema,
  phoneSchema,
  pictureCodeSchema,
  positiveIntegerSchema,
  requiredPhoneSchema,
  requiredSelect,
  requiredString,
  safeTextSchema,
  smsCodeSchema,
  termsAcceptedSchema,
  withPasswordConfirm,
} from '@/shared/validation/rules';
import {
  maxLengthString,
  minLengthString,
  optionalRule,
  requiredUpload,
} from '@/shared/validation/rules-common';
import { isEmail } from '@/shared/validation/patterns';

/** null = must pass; otherwise the message of the first issue. */
function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

const ok = null;

describe('schemas fail with the i18n key of their rule', () => {
  it.each<[string, z.ZodType, unknown, string | null]>([
    ['phone empty', phoneSchema, '', ok],
    ['phone blank', phoneSchema, '   ', ok],
    ['phone undefined', phoneSchema, undefined, ok],
    ['phone with 86', phoneSchema, '8613812345678', ok],
    ['phone with +86', phoneSchema, '+8613812345678', ok],
    ['phone plain', phoneSchema, '13812345678', ok],
    ['phone bad', phoneSchema, '12812345678', M.phone],
    ['phone IoT prefix', phoneSchema, '14012345678', M.phone],
    ['phone unallocated 154', phoneSchema, '15412345678', M.phone],
    ['phone satellite 174', phoneSchema, '17400012345', M.phone],
    ['required phone empty', requiredPhoneSchema, '', M.required],
    ['required phone undefined', requiredPhoneSchema, undefined, M.required],
    ['required phone bad', requiredPhoneSchema, '1381234567', M.phone],
    ['required phone ok', requiredPhoneSchema, ' 13812345678 ', ok],
    ['contact phone landline', contactPhoneSchema, '010-12345678-12', ok],
    ['contact phone 400', contactPhoneSchema, '400-123-4567', ok],
    ['contact phone 400 no dash', contactPhoneSchema, '4001234567', ok],
    ['contact phone bad', contactPhoneSchema, '12345', M.contactPhone],
    ['contact phone empty', contactPhoneSchema, '', M.required],
    ['email ok', emailSchema, 'a@b.cn', ok],
    ['email bad', emailSchema, 'a@b', M.email],
    ['email wrong type', emailSchema, 42, M.email],
    ['credit code 18', creditCodeSchema, '91350100M000100Y43', ok],
    ['credit code lowercase', creditCodeSchema, '91350100m000100y43', ok],
    ['credit code 17', creditCodeSchema, '91350100M000100Y4', M.creditCode],
    ['credit code 19', creditCodeSchema, '91350100M000100Y431', M.creditCode],
    ['credit code wrong check character', creditCodeSchema, '91350100M000100Y44', M.creditCode],
    ['id card ok', idCardOrPassportSchema, '11010519491231002X', ok],
    ['id card checksum', idCardOrPassportSchema, '110105194912310021', M.idCardOrPassport],
    ['passport ok', idCardOrPassportSchema, 'E12345678', ok],
    ['id card born in 2999', idCardOrPassportSchema, '110105299912310012', M.idCardOrPassport],
    ['name 1', nameSchema, 'a', M.name],
    ['name 2', nameSchema, 'ab', ok],
    ['name 50', nameSchema, 'a'.repeat(50), ok],
    ['name 51', nameSchema, 'a'.repeat(51), M.name],
    ['name blank', nameSchema, '   ', M.required],
    ['picture code 4', pictureCodeSchema, 'a1B2', ok],
    ['picture code 5', pictureCodeSchema, 'a1B2c', M.pictureCode],
    ['sms code 6', smsCodeSchema, '123456', ok],
    ['sms code 5', smsCodeSchema, '12345', M.smsCode],
    ['contact name 1 letter', contactNameSchema, 'a', M.contactName],
    ['contact name 2 letters', contactNameSchema, 'ab', ok],
    ['contact name 22 letters', contactNameSchema, 'a'.repeat(22), ok],
    ['contact name 23 letters', contactNameSchema, 'a'.repeat(23), M.contactName],
    ['contact name 1 han', contactNameSchema, '张', M.contactName],
    ['contact name 2 han', contactNameSchema, '张三', ok],
    ['contact name 20 han', contactNameSchema, '张'.repeat(20), ok],
    ['contact name 21 han', contactNameSchema, '张'.repeat(21), M.contactName],
    ['login name 3', loginNameSchema, 'ab1', M.loginName],
    ['login name 4', loginNameSchema, 'abc1', ok],
    ['login name 20', loginNameSchema, `${'a'.repeat(19)}1`, ok],
    ['login name 21', loginNameSchema, `${'a'.repeat(20)}1`, M.loginName],
    ['login name letters only', loginNameSchema, 'abcdef', M.loginName],
    ['login name digits only', loginNameSchema, '123456', M.loginName],
    ['password 7', passwordSchema, 'abc123!', M.password],
    ['password 8', passwordSchema, 'abc1234!', ok],
    ['password 16', passwordSchema, `${'a'.repeat(14)}1!`, ok],
    ['password 17', passwordSchema, `${'a'.repeat(15)}1!`, M.password],
    ['password missing special', passwordSchema, 'abcd1234', M.password],
    ['password surrounding spaces', passwordSchema, ' abc1234! ', M.password],
    ['password empty', passwordSchema, '', M.required],
    ['amount 15 integer digits', amountSchema, '123456789012345', ok],
    ['amount 16 integer digits', amountSchema, '1234567890123456', M.amount],
    ['amount 2 decimals', amountSchema, '1.25', ok],
    ['amount 3 decimals', amountSchema, '1.255', M.amount],
    ['amount number', amountSchema, 12.5, M.amountText],
    ['amount 15-digit number', amountSchema, Number('898118731221640.3'), M.amountText],
    ['amount negative', amountSchema, '-1', M.amount],
    ['amount exponent', amountSchema, '1e5', M.amount],
    ['amount empty', amountSchema, '', M.required],
    ['amount NaN', amountSchema, Number.NaN, M.required],
    ['amount null', amountSchema, null, M.required],
    ['amount wrong type', amountSchema, true, M.amount],
    ['code 50', codeSchema, 'a'.repeat(50), ok],
    ['code 51', codeSchema, 'a'.repeat(51), M.code],
    ['positive integer', positiveIntegerSchema, '3', ok],
    ['positive integer zero', positiveIntegerSchema, 0, M.positiveInteger],
    ['number', numberSchema, '-1.5', ok],
    ['number bad', numberSchema, '1,5', M.number],
    ['safe text', safeTextSchema, '项目_a-1', ok],
    ['safe text bad', safeTextSchema, 'a b', M.safeText],
    ['no chinese ok', noChineseSchema, 'abc', ok],
    ['no chinese empty', noChineseSchema, '', ok],
    ['no chinese bad', noChineseSchema, 'ab中', M.noChinese],
    ['illegal chars', noIllegalCharsSchema, '<b>', M.illegalChars],
    ['required string blank', requiredString, '  ', M.required],
    ['required string undefined', requiredString, undefined, M.required],
    ['required select empty', requiredSelect, '', M.select],
    ['required select null', requiredSelect, null, M.select],
    ['required select value', requiredSelect, '01', ok],
    ['required select number', requiredSelect, 0, ok],
    ['terms unticked', termsAcceptedSchema, false, M.termsRequired],
    ['terms ticked', termsAcceptedSchema, true, ok],
    ['dictionary codes array', dictionaryGroupCodesSchema, ['a', 'b'], ok],
    ['dictionary codes string', dictionaryGroupCodesSchema, 'a', M.dictionaryGroupArray],
    ['dictionary codes numbers', dictionaryGroupCodesSchema, [1], M.dictionaryGroupArray],
    ['upload none', requiredUpload(z.string(), M.licenceRequired), [], M.licenceRequired],
    ['upload one', requiredUpload(z.string()), ['f1'], ok],
    ['optional email empty', optionalRule(isEmail, M.email), '', ok],
    ['optional email bad', optionalRule(isEmail, M.email), 'x', M.email],
    ['max length', maxLengthString(3), 'abcd', messageWithParams(M.maxLength, { max: 3 })],
    ['min length', minLengthString(3), 'ab', messageWithParams(M.minLength, { min: 3 })],
  ])('%s', (_label, schema, input, expected) => {
    expect(firstMessage(schema, input)).toBe(expected);
  });
});

describe('schema outputs', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['trims strings', requiredPhoneSchema, ' 13812345678 ', '13812345678'],
    ['uppercases credit code', creditCodeSchema, ' 91350100m000100y43', '91350100M000100Y43'],
    ['amount stays an exact string', amountSchema, ' 123456789012345.12 ', '123456789012345.12'],
    ['15-digit amount stays exact', amountSchema, '898118731221640.3', '898118731221640.3'],
    ['phone to its 11 digits', phoneSchema, '+86 138-0013-8000', '13800138000'],
    ['required phone from 0086', requiredPhoneSchema, '0086 13800138000', '13800138000'],
    ['contact mobile to its 11 digits', contactPhoneSchema, '86-138-0013-8000', '13800138000'],
    ['contact landline as typed', contactPhoneSchema, ' 010-12345678 ', '010-12345678'],
    ['positive integer to number', positiveIntegerSchema, ' 12 ', 12],
    ['number to number', numberSchema, '-1.5', -1.5],
    ['password keeps its characters', passwordSchema, 'abc1234!', 'abc1234!'],
  ])('%s', (_label, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });
});

describe('withPasswordConfirm', () => {
  const form = withPasswordConfirm(
    z.object({ email: emailSchema, password: passwordSchema, confirmPassword: requiredString }),
  );

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['matching', { email: 'a@b.cn', password: 'abc1234!', confirmPassword: 'abc1234!' }, []],
    [
      'mismatch',
      { email: 'a@b.cn', password: 'abc1234!', confirmPassword: 'abc1234?' },
      [['confirmPassword', M.passwordMismatch]],
    ],
    [
      'mismatch reported alongside other invalid fields',
      { email: 'bad', password: 'abc1234!', confirmPassword: 'x' },
      [
        ['email', M.email],
        ['confirmPassword', M.passwordMismatch],
      ],
    ],
    [
      'missing confirmation reports required only',
      { email: 'a@b.cn', password: 'abc1234!' },
      [['confirmPassword', M.required]],
    ],
  ])('%s', (_label, input, expected) => {
    const result = form.safeParse(input);
    const issues = result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(expected);
  });
});

describe('messages', () => {
  const locales: Record<string, Record<string, string>> = { en, fr, zh };

  it.each(Object.entries(M))('%s has a text in en, fr and zh', (_rule, key) => {
    const [namespace, path] = key.split(':');
    expect(namespace).toBe('validation');
    for (const lang of ['en', 'fr', 'zh']) {
      expect(locales[lang]?.[path ?? '']?.length, `${lang}:${key}`).toBeGreaterThan(0);
    }
  });

  it('all locale files have the same keys as VALIDATION_MESSAGES', () => {
    const expected = Object.values(M)
      .map((key) => key.slice('validation:'.length))
      .sort();
    for (const messages of Object.values(locales)) expect(Object.keys(messages).sort()).toEqual(expected);
  });

  it.each<[keyof typeof M, string]>([
    ['required', "Can't be empty"],
    ['select', 'Please select'],
    ['phone', 'The format of the phone number is incorrect'],
    ['contactPhone', 'The format of the contact phone number is incorrect'],
    ['email', 'Email format is incorrect'],
    ['creditCodeExists', 'The unified social credit code already exists!'],
    ['idCardOrPassport', 'The format of ID card number or passport number is incorrect'],
    ['passwordMismatch', 'The password entered twice is inconsistent'],
    ['deadlinePassed', 'The deadline has passed, validation failed'],
  ])('en %s uses the spec wording', (rule, text) => {
    expect((en as Record<string, string>)[M[rule].slice('validation:'.length)]).toBe(text);
  });

  it.each<[string, { key: string; params: Record<string, string | number> }]>([
    [M.phone, { key: M.phone, params: {} }],
    [messageWithParams(M.maxLength, { max: 50 }), { key: M.maxLength, params: { max: 50 } }],
    ['validation:x{not json', { key: 'validation:x{not json', params: {} }],
  ])('parseValidationMessage(%j)', (message, expected) => {
    expect(parseValidationMessage(message)).toEqual(expected);
  });
});
