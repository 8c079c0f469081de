import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  idCardCheckDigit,
  isCreditCode,
  isIdCard,
} from '@/shared/validation/identifiers';
import { isPhone, normalisePhone } from '@/shared/validation/phone';

/** GB 32100-2015 character set in code value order (I, O, Z, S, V are not used). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

describe('unified social credit code (GB 32100-2015)', () => {
  // The standard's own example code.
  const example = '91350100M000100Y43';

  it('accepts the example of the standard and computes its check character', () => {
    expect(isCreditCode(example)).toBe(true);
    expect(creditCodeCheckChar(example.slice(0, 17))).toBe('3');
  });

  it('refuses the example with each of the 30 other check characters', () => {
    const wrong = [...USCC_CHARS].filter((c) => c !== '3').map((c) => example.slice(0, 17) + c);
    expect(wrong).toHaveLength(30);
    expect(wrong.filter((code) => isCreditCode(code))).toEqual([]);
  });

  it('refuses a changed body character even with a character of the set', () => {
    expect(isCreditCode('91350100M000100Y53')).toBe(false);
  });

  it.each(['91350100m000100y43', '91350100I000100Y43', '91350100M000100Y4', ''])('refuses %j', (code) =>
    expect(isCreditCode(code)).toBe(false),
  );
});

describe('resident identity number (GB 11643-1999)', () => {
  const today = new Date('2026-11-25T04:00:00Z');

  // The standard's own examples.
  it.each(['11010519491231002X', '440524188001010014'])('accepts %s', (id) => {
    expect(isIdCard(id, today)).toBe(true);
    expect(idCardCheckDigit(id.slice(0, 17))).toBe(id.charAt(17));
  });

  it('refuses the example with each of the 10 other check digits', () => {
    const body = '11010519491231002';
    const wrong = [...'0123456789'].map((d) => body + d);
    expect(wrong.filter((id) => isIdCard(id, today))).toEqual([]);
  });

  it('accepts a lowercase x', () => expect(isIdCard('11010519491231002x', today)).toBe(true));

  it('refuses a birth date after today, accepts today (China Standard Time)', () => {
    const withCheck = (first17: string) => first17 + idCardCheckDigit(first17);
    const bornToday = withCheck('11010520261125001');
    const bornTomorrow = withCheck('11010520261126001');
    expect(isIdCard(bornToday, today)).toBe(true);
    expect(isIdCard(bornTomorrow, today)).toBe(false);
    // 2026-11-25 17:00 UTC is already 26 November in Beijing.
    expect(isIdCard(bornTomorrow, new Date('2026-11-25T17:00:00Z'))).toBe(true);
    // Without `today` the clock decides: a birth in 2999 is in the future.
    expect(isIdCard(withCheck('11010529991231001'))).toBe(false);
  });

  it.each(['11010519490230001X', '11010517991231001X'])('refuses the impossible date of %s', (id) => {
    expect(isIdCard(id.slice(0, 17) + idCardCheckDigit(id.slice(0, 17)), today)).toBe(false);
  });
});

describe('mainland mobile numbers', () => {
  const number = (prefix: string) => (prefix + '0'.repeat(11)).slice(0, 11);

  it.each([
    '130',
    '133',
    '134',
    '135',
    '139',
    '145',
    '147',
    '149',
    '150',
    '153',
    '155',
    '159',
    '162',
    '165',
    '166',
    '167',
    '170',
    '171',
    '173',
    '175',
    '176',
    '177',
    '178',
    '180',
    '184',
    '189',
    '190',
    '192',
    '193',
    '195',
    '196',
    '197',
    '198',
    '199',
  ])('accepts prefix %s', (prefix) => expect(isPhone(number(prefix))).toBe(true));

  it.each([
    '1349',
    '140',
    '141',
    '142',
    '143',
    '144',
    '146',
    '148',
    '154',
    '160',
    '161',
    '163',
    '164',
    '168',
    '169',
    '172',
    '1740',
    '1749',
    '179',
    '194',
    '120',
    '100',
    '200',
  ])('refuses prefix %s (satellite, IoT or not allocated)', (prefix) =>
    expect(isPhone(number(prefix))).toBe(false),
  );

  it.each([
    ['13800138000', '13800138000'],
    ['+86 138-0013-8000', '13800138000'],
    ['+8613800138000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['86-138-0013-8000', '13800138000'],
    [' 138 0013 8000 ', '13800138000'],
    ['+86 140-0013-8000', '+86 140-0013-8000'],
    ['010-12345678', '010-12345678'],
    ['+85 13800138000', '+85 13800138000'],
  ])('normalisePhone(%j) -> %j', (input, expected) => expect(normalisePhone(input)).toBe(expected));
});
