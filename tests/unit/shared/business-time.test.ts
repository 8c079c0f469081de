import { describe, expect, it } from 'vitest';
import { searchTime } from '@/shared/contracts/page-query';
import { tenderProjectSaveSchema } from '@/shared/contracts/tenders';
import { formatInZone, toZoneInput, zoneOffsetLabel, zonesDiffer } from '@/shared/format/business-time';
import { parseBusinessTime } from '@/shared/rules/business-time';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@/shared/rules/business-zone';

/*
 * Part of the deadline suite: vite.config.ts also runs this file with TZ=UTC and with TZ=Asia/Shanghai,
 * and every expectation is an absolute instant, so both runs must give the same answers.
 */
const SH = 'Asia/Shanghai';
const iso = (text: string, zone = SH) => {
  const result = parseBusinessTime(text, zone);
  return result.ok ? result.iso : result.error;
};

describe('the process zone of this run', () => {
  it('is the one its project set (the TZ matrix is real)', () => {
    const wanted = process.env.TZ;
    if (wanted) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(wanted);
  });
});

describe('parseBusinessTime: zone-less text is a wall time of the business zone', () => {
  it.each([
    ['2026-03-01 17:00', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01 17:00:30', '2026-03-01T09:00:30.000Z'],
    ['2026-03-01T17:00', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01T17:00:30', '2026-03-01T09:00:30.000Z'],
    ['  2026-03-01 00:30 ', '2026-02-28T16:30:00.000Z'],
    ['2000-01-01 08:00', '2000-01-01T00:00:00.000Z'],
    ['2100-12-31 23:59:59', '2100-12-31T15:59:59.000Z'],
  ])('%s in Asia/Shanghai is %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it('reads the same text in another business zone, daylight saving included', () => {
    expect(iso('2026-01-15 17:00', 'Europe/Paris')).toBe('2026-01-15T16:00:00.000Z');
    expect(iso('2026-07-15 17:00', 'Europe/Paris')).toBe('2026-07-15T15:00:00.000Z');
    expect(iso('2026-07-15 17:00', 'UTC')).toBe('2026-07-15T17:00:00.000Z');
  });

  it('refuses a wall time that the zone skips (spring forward)', () => {
    expect(iso('2026-03-29 02:30', 'Europe/Paris')).toBe('invalid');
    expect(iso('2026-03-29 03:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('parseBusinessTime: explicit instants keep their own zone', () => {
  it.each([
    ['2026-03-01T09:00:00.000Z', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01T09:00Z', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01T17:00+08:00', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01T03:30:00-0530', '2026-03-01T09:00:00.000Z'],
    ['2026-03-01T09:00:00.123456Z', '2026-03-01T09:00:00.123Z'],
  ])('%s is %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
    expect(iso(text, 'Europe/Paris')).toBe(expected);
  });
});

describe('parseBusinessTime: strict', () => {
  it.each([
    '2025-02-30 17:00',
    '2025-02-29 10:00',
    '2025-02-28 24:61',
    '2025-02-28 24:00',
    '2025-02-28 23:60',
    '2025-13-01 10:00',
    '2025-00-10 10:00',
    '2025-04-31T08:00',
    '2025-02-28T23:59:60',
    '2026-03-01T17:00+15:00',
    '2026-03-01T17:00+08:60',
  ])('refuses the impossible %s', (text) => {
    expect(iso(text)).toBe('invalid');
  });

  it.each([
    '',
    'not a date',
    'March 1, 2026',
    '2026-03-01',
    '2026-3-1 17:00',
    '2026/03/01 17:00',
    '1772355600000',
    '2026-03-01 17',
    '+010000-01-01T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '2026-03-01T17:00 +08:00',
  ])('refuses the shape %j', (text) => {
    expect(iso(text)).toBe('format');
  });

  it('accepts 29 February in a leap year', () => {
    expect(iso('2028-02-29 12:00')).toBe('2028-02-29T04:00:00.000Z');
  });
});

describe('parseBusinessTime: bounded years', () => {
  it.each([
    '1999-12-31 23:59',
    '2101-01-01 00:00',
    '9999-12-31 23:59',
    '0001-01-01 00:00',
    // An offset cannot carry a time over a bound.
    '2100-12-31T23:00-05:00',
    '2000-01-01T00:00+08:00',
  ])('refuses %s', (text) => {
    expect(iso(text)).toBe('range');
  });
});

describe('the contracts read deadlines in the zone they are given', () => {
  const project = {
    name: 'Quay lighting',
    tenderMethod: '01',
    budget: '100.00',
    signupEndTime: '2026-12-01 17:00',
    quoteEndTime: '2026-12-10T17:00',
  };

  it('stores ISO-8601 UTC', () => {
    const parsed = tenderProjectSaveSchema(SH).parse(project);
    expect(parsed.signupEndTime).toBe('2026-12-01T09:00:00.000Z');
    expect(parsed.quoteEndTime).toBe('2026-12-10T09:00:00.000Z');
    expect(tenderProjectSaveSchema('UTC').parse(project).quoteEndTime).toBe('2026-12-10T17:00:00.000Z');
  });

  it.each([
    ['2025-02-30 17:00', 'validation:invalidDate'],
    ['2026-12-10 24:61', 'validation:invalidDate'],
    ['+010000-01-01T00:00:00.000Z', 'validation:invalidDate'],
    ['2101-01-01 00:00', 'validation:dateOutOfRange{"min":2000,"max":2100}'],
  ])('refuses %s with %s on the field', (quoteEndTime, message) => {
    const result = tenderProjectSaveSchema(SH).safeParse({ ...project, quoteEndTime });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['quoteEndTime'], message });
  });

  it('reads search times the same way; empty means no bound', () => {
    expect(searchTime(SH).parse('2026-03-01 08:00:00')).toBe('2026-03-01T00:00:00.000Z');
    expect(searchTime(SH).parse('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(searchTime(SH).parse('')).toBeUndefined();
    expect(searchTime(SH).parse(undefined)).toBeUndefined();
    expect(searchTime(SH).safeParse('2026-02-30 08:00').success).toBe(false);
    expect(searchTime(SH).safeParse('+010000-01-01T00:00:00.000Z').success).toBe(false);
  });
});

describe('showing business times', () => {
  const AT = '2026-03-01T09:00:00.000Z';

  it('formats an instant as the zone shows it', () => {
    expect(formatInZone(AT, SH)).toBe('2026-03-01 17:00');
    expect(formatInZone(Date.parse(AT), 'Europe/Paris', 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-01 10:00:00');
    expect(formatInZone('garbage', SH)).toBe('');
    expect(formatInZone(null, SH)).toBe('');
  });

  it('fills a datetime-local input that parses back to the same instant', () => {
    for (const zone of [SH, 'Europe/Paris', 'America/New_York', 'UTC']) {
      const input = toZoneInput(AT, zone);
      expect(input).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect(iso(input, zone)).toBe(AT);
    }
    expect(toZoneInput(AT, SH)).toBe('2026-03-01T17:00');
  });

  it('labels offsets and tells whether two zones show different times', () => {
    expect(zoneOffsetLabel(AT, SH)).toBe('UTC+08:00');
    expect(zoneOffsetLabel(AT, 'America/New_York')).toBe('UTC-05:00');
    expect(zonesDiffer(AT, SH, SH)).toBe(false);
    expect(zonesDiffer(AT, SH, 'Asia/Hong_Kong')).toBe(false);
    expect(zonesDiffer(AT, SH, 'UTC')).toBe(true);
  });
});

describe('business zone names', () => {
  it('knows IANA names and nothing else', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Shanghai');
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Asia/Shanghai')).toBe(false);
  });
});
