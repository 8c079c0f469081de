import { describe, expect, it } from 'vitest';
import { lineText, text } from '@/shared/contracts/profile-common';
import { supplierProfileFields } from '@/shared/contracts/supplier-profile';
import { tenderProjectFields } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { phoneSearchText } from '@/shared/validation/phone';
import { nameSchema, noIllegalCharsSchema, requiredString } from '@/shared/validation/rules';
import { maxLengthString } from '@/shared/validation/rules-common';
import { hasLineBreakOrTab, hasUnsafeChars } from '@/shared/validation/text-safety';
import type { z } from 'zod';

function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
const C0 = [...Array(32).keys()].filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d);
const C1 = [0x7f, ...Array.from({ length: 32 }, (_, i) => 0x80 + i)];
const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

describe('hasUnsafeChars', () => {
  it.each([...BIDI, ...C0, ...C1, 0x2028, 0x2029].map(hex))('refuses %s', (label) => {
    const c = String.fromCodePoint(Number.parseInt(label.slice(2), 16));
    expect(hasUnsafeChars(`ab${c}cd`)).toBe(true);
  });

  it('refuses an unpaired surrogate, accepts a pair', () => {
    expect(hasUnsafeChars('a\ud83db')).toBe(true);
    expect(hasUnsafeChars('a😀b')).toBe(false);
  });

  it.each(['普通文本', 'Crème brûlée', 'עברית', 'line\nbreak\r\nand\ttab', 'a\u200db'])('accepts %j', (s) =>
    expect(hasUnsafeChars(s)).toBe(false),
  );

  it('tells tabs and line breaks apart', () => {
    expect(hasLineBreakOrTab('a\tb')).toBe(true);
    expect(hasLineBreakOrTab('a\nb')).toBe(true);
    expect(hasLineBreakOrTab('a b')).toBe(false);
  });
});

describe('schemas refuse instead of stripping', () => {
  // 'Invoice‮fdp.exe' shows as 'Invoiceexe.pdf'.
  const spoof = 'Invoice\u202efdp.exe';

  it.each<[string, z.ZodType, unknown, string | null]>([
    ['name with override', nameSchema, spoof, M.unsafeChars],
    ['name with isolate', nameSchema, '张三\u2067', M.unsafeChars],
    ['name with C1 control', nameSchema, 'ab\u0085cd', M.unsafeChars],
    ['name with line break', nameSchema, 'ab\ncd', M.singleLine],
    ['name with tab', nameSchema, 'ab\tcd', M.singleLine],
    ['name plain', nameSchema, '华东采购中心', null],
    ['title with override', lineText(100), spoof, M.unsafeChars],
    ['title with line break', lineText(100), 'a\nb', M.singleLine],
    ['project name with override', tenderProjectFields('Asia/Shanghai').name, spoof, M.unsafeChars],
    ['project name on two lines', tenderProjectFields('Asia/Shanghai').name, 'Road\nworks', M.singleLine],
    [
      'project description on two lines',
      tenderProjectFields('Asia/Shanghai').description,
      'Road\nworks',
      null,
    ],
    ['company name with isolate', supplierProfileFields.companyName, '远航\u2066物资', M.unsafeChars],
    ['multi-line text keeps line breaks', text(200), 'line 1\nline 2\ttabbed', null],
    ['multi-line text refuses override', text(200), `line 1\n${spoof}`, M.unsafeChars],
    ['max length string refuses a mark', maxLengthString(50), 'a\u200fb', M.unsafeChars],
    ['required string refuses NUL', requiredString, 'a\u0000b', M.unsafeChars],
    ['illegal chars covers bidi', noIllegalCharsSchema, spoof, M.illegalChars],
  ])('%s', (_label, schema, input, expected) => expect(firstMessage(schema, input)).toBe(expected));
});

describe('phoneSearchText', () => {
  it.each([
    ['+86 138-0013-8000', '13800138000'],
    ['138-0013', '1380013'],
    ['+86 138', '138'],
    ['8000', '8000'],
  ])('%j -> %j', (input, expected) => expect(phoneSearchText(input)).toBe(expected));
});
