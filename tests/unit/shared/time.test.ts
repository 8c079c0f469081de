import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  type ChatTimeDisplay,
  chatTimeDisplay,
  formatDate,
  formatDateTime,
  formatSave,
  formatTime,
  to12Hour,
  zeroSeconds,
} from '@/shared/format/time';

// Local time, so the expectations hold in every time zone the tests run in.
const at = (h: number, m: number, s = 0, ms = 0) => new Date(2024, 0, 15, h, m, s, ms);

describe('to12Hour', () => {
  it.each<[Date | string | null, string]>([
    [at(0, 0), '12:00 AM'],
    [at(0, 30), '12:30 AM'],
    [at(9, 5), '9:05 AM'],
    [at(11, 59), '11:59 AM'],
    [at(12, 0), '12:00 PM'],
    [at(13, 5), '1:05 PM'],
    [at(23, 59), '11:59 PM'],
    ['2024-01-15 18:45', '6:45 PM'],
    ['not a date', ''],
    [null, ''],
  ])('%s -> %s', (date, expected) => {
    expect(to12Hour(date)).toBe(expected);
  });
});

describe('formatters', () => {
  const date = at(9, 5, 7, 250);
  it.each<[string, (value: Date) => string, string]>([
    ['formatDate', formatDate, '2024-01-15'],
    ['formatDateTime', formatDateTime, '2024-01-15 09:05'],
    ['formatSave', formatSave, '2024-01-15 09:05:07'],
    ['formatTime', formatTime, '09:05:07'],
  ])('%s', (_name, fn, expected) => {
    expect(fn(date)).toBe(expected);
  });

  it.each([[formatDate], [formatDateTime], [formatSave], [formatTime]])(
    'gives "" for missing input',
    (fn) => {
      expect(fn(undefined as unknown as Date)).toBe('');
      expect(fn('' as unknown as Date)).toBe('');
      expect(fn('garbage' as unknown as Date)).toBe('');
    },
  );

  it('accepts timestamps and dayjs objects', () => {
    expect(formatSave(date.getTime())).toBe('2024-01-15 09:05:07');
    expect(formatSave(dayjs(date) as unknown as Date)).toBe('2024-01-15 09:05:07');
  });
});

describe('zeroSeconds', () => {
  it.each([
    [at(9, 5, 59, 999), at(9, 5)],
    [at(9, 5, 0, 1), at(9, 5)],
    [at(9, 5), at(9, 5)],
  ])('%s -> %s', (date, expected) => {
    expect(zeroSeconds(date)?.getTime()).toBe(expected.getTime());
  });

  it('returns undefined for an invalid date', () => {
    expect(zeroSeconds('nope')).toBeUndefined();
  });
});

describe('chatTimeDisplay', () => {
  const now = at(12, 0).getTime();
  const ago = (seconds: number) => now - seconds * 1000;

  it.each<[number, ChatTimeDisplay]>([
    [0, { key: 'justNow' }],
    [-30, { key: 'justNow' }],
    [119, { key: 'justNow' }],
    [120, { key: 'minutesAgo', count: 2 }],
    [179, { key: 'minutesAgo', count: 2 }],
    [180, { key: 'minutesAgo', count: 3 }],
    [3599, { key: 'minutesAgo', count: 59 }],
    [3600, { key: 'hoursAgo', count: 1 }],
    [7199, { key: 'hoursAgo', count: 1 }],
    [86399, { key: 'hoursAgo', count: 23 }],
    [86400, { key: 'daysAgo', count: 1 }],
    [172800, { key: 'daysAgo', count: 2 }],
    [259199, { key: 'daysAgo', count: 2 }],
    [259200, { key: 'full', text: '2024-01-12 12:00' }],
    [259260, { key: 'full', text: '2024-01-12 11:59' }],
  ])('%s s ago -> %j', (seconds, expected) => {
    expect(chatTimeDisplay(ago(seconds), now)).toEqual(expected);
  });

  it('rounds sub-second differences down (119.9 s is still just now)', () => {
    expect(chatTimeDisplay(now - 119_999, now)).toEqual({ key: 'justNow' });
    expect(chatTimeDisplay(now - 120_000, now).key).toBe('minutesAgo');
  });
});
