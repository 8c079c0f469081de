import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  checkDeadline,
  checkEndAfterStart,
  checkHolidayCount,
  checkMinDuration,
  checkTimesEqual,
  DAY_MS,
  isAfterYesterday,
  isBeforeYesterday,
  runTimeCheck,
  type TimeCheckResult,
  toEpochMs,
} from '@/shared/rules/time-checks';
import en from '../../../locales/en/validation.json';
import fr from '../../../locales/fr/validation.json';
import zh from '../../../locales/zh/validation.json';

const T = Date.UTC(2024, 4, 7, 10, 0, 0);
const ok: TimeCheckResult = { ok: true };
const no = (reason: string) => ({ ok: false, reason });

describe('toEpochMs', () => {
  it.each<[unknown, number | undefined]>([
    [T, T],
    [new Date(T), T],
    [dayjs(T), T],
    ['2024-05-07T10:00:00.000Z', T],
    ['2024-05-07 10:00:00', dayjs('2024-05-07 10:00:00').valueOf()],
    ['', undefined],
    ['not a date', undefined],
    [Number.NaN, undefined],
    [new Date(Number.NaN), undefined],
  ])('%o -> %o', (input, expected) => {
    expect(toEpochMs(input as number)).toBe(expected);
  });
});

describe('checkEndAfterStart', () => {
  it.each([
    [T, T + 1, ok],
    [T, T, no('validation:endAfterStart')],
    [T, T - 1, no('validation:endAfterStart')],
    ['2024-05-07 10:00', '2024-05-07 10:01', ok],
    ['bad', T, no('validation:invalidDate')],
  ])('start %o, end %o', (start, end, expected) => {
    expect(checkEndAfterStart(start, end)).toEqual(expected);
  });
});

describe('checkMinDuration', () => {
  const hour = 3_600_000;
  it.each([
    [T, T + hour, hour, ok],
    [T, T + hour - 1, hour, no('validation:minDuration')],
    [T, T + hour + 1, hour, ok],
    [T, T - hour, 0, no('validation:minDuration')],
    [T, T, 0, ok],
  ])('from %i to %i, minimum %i', (start, end, min, expected) => {
    expect(checkMinDuration(start, end, min)).toEqual(expected);
  });
});

describe('checkDeadline (by server time)', () => {
  it.each([
    [T, T - 1, ok],
    [T, T, ok],
    [T, T + 1, no('validation:deadlinePassed')],
    ['2024-05-07T10:00:00.000Z', T + 60_000, no('validation:deadlinePassed')],
    [T, 'garbage', no('validation:invalidDate')],
  ])('deadline %o, server now %o', (deadline, serverNow, expected) => {
    expect(checkDeadline(deadline, serverNow)).toEqual(expected);
  });

  it('uses a message key translated in every language', () => {
    for (const messages of [en, fr, zh]) expect(messages.deadlinePassed).toBeTruthy();
    expect(en.deadlinePassed).toMatch(/deadline has passed/i);
  });
});

describe('checkHolidayCount', () => {
  it.each([
    [3, 2, ok],
    [2, 2, no('validation:holidayCount')],
    [1, 2, no('validation:holidayCount')],
    [0, -1, ok],
    [Number.NaN, 0, no('validation:holidayCount')],
  ])('holidayNum %d must exceed %d', (count, moreThan, expected) => {
    expect(checkHolidayCount(count, moreThan)).toEqual(expected);
  });
});

describe('checkTimesEqual', () => {
  it.each([
    [T, T, ok],
    [T, T + 1, no('validation:timesEqual')],
    ['2024-05-07 10:00', '2024-05-07 10:00:00', ok],
    [new Date(T), T, ok],
    [T, '', no('validation:invalidDate')],
  ])('%o and %o', (a, b, expected) => {
    expect(checkTimesEqual(a, b)).toEqual(expected);
  });
});

describe('runTimeCheck', () => {
  it('raises the caller’s alert text on failure and reports the outcome', () => {
    const alert = vi.fn();
    expect(runTimeCheck(checkEndAfterStart(T, T), alert, 'End must follow start')).toBe(false);
    expect(alert).toHaveBeenCalledWith('End must follow start');
    expect(runTimeCheck(checkEndAfterStart(T, T + 1), alert, 'unused')).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('falls back to the reason key when no text is supplied', () => {
    const alert = vi.fn();
    runTimeCheck(checkDeadline(T, T + 1), alert);
    expect(alert).toHaveBeenCalledWith('validation:deadlinePassed');
  });
});

describe('date-picker disablers', () => {
  const now = new Date(2024, 4, 7, 15, 30).getTime();
  const midnight = (day: number) => new Date(2024, 4, day).getTime();

  it.each([
    ['two days ago', midnight(5), true, false],
    ['yesterday (midnight cell)', midnight(6), true, false],
    ['exactly 24 hours ago', now - DAY_MS, false, false],
    ['today', midnight(7), false, true],
    ['tomorrow', midnight(8), false, true],
  ])('%s: before yesterday %s, after yesterday %s', (_name, date, before, after) => {
    expect(isBeforeYesterday(date, now)).toBe(before);
    expect(isAfterYesterday(date, now)).toBe(after);
  });

  it('disables nothing for an unreadable date', () => {
    expect(isBeforeYesterday('nope', now)).toBe(false);
    expect(isAfterYesterday('nope', now)).toBe(false);
  });
});
