import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { VALIDATION_MESSAGES } from '@/shared/validation/messages';

/** Epoch ms, a Date, a Dayjs or a date text such as '2024-05-06 07:08:09'. */
export type TimeInput = number | Date | Dayjs | string;

export const TIME_CHECK_REASONS = {
  endAfterStart: VALIDATION_MESSAGES.endAfterStart,
  minDuration: VALIDATION_MESSAGES.minDuration,
  deadlinePassed: VALIDATION_MESSAGES.deadlinePassed,
  holidayCount: VALIDATION_MESSAGES.holidayCount,
  timesEqual: VALIDATION_MESSAGES.timesEqual,
  invalidDate: 'validation:invalidDate',
} as const;

/** The reason is an i18n key, usable as the alert text when the caller supplies none. */
export type TimeCheckReason = (typeof TIME_CHECK_REASONS)[keyof typeof TIME_CHECK_REASONS];
export type TimeCheckResult = { ok: true } | { ok: false; reason: TimeCheckReason };

const OK: TimeCheckResult = { ok: true };
const fail = (reason: TimeCheckReason): TimeCheckResult => ({ ok: false, reason });

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Epoch ms of an input, or undefined when it is not a date. Text without a zone is read in the runtime's
 * zone, leniently (dayjs): pass instants (stored ISO-8601 UTC, epoch ms), and read what a person typed
 * with parseBusinessTime (rules/business-time.ts) first, so a check never depends on the host's zone.
 */
export function toEpochMs(input: TimeInput): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input === 'string' && input.trim() === '') return undefined;
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed.valueOf() : undefined;
}

function both(a: TimeInput, b: TimeInput, check: (a: number, b: number) => TimeCheckResult): TimeCheckResult {
  const first = toEpochMs(a);
  const second = toEpochMs(b);
  if (first === undefined || second === undefined) return fail(TIME_CHECK_REASONS.invalidDate);
  return check(first, second);
}

/** The end must be strictly later than the start. */
export function checkEndAfterStart(start: TimeInput, end: TimeInput): TimeCheckResult {
  return both(start, end, (s, e) => (e > s ? OK : fail(TIME_CHECK_REASONS.endAfterStart)));
}

/** The span from start to end must reach minMs (exactly minMs passes). */
export function checkMinDuration(start: TimeInput, end: TimeInput, minMs: number): TimeCheckResult {
  return both(start, end, (s, e) => (e - s >= minMs ? OK : fail(TIME_CHECK_REASONS.minDuration)));
}

/**
 * Fails once server time is past the deadline; at the deadline itself it still passes. Pass the server
 * clock's serverNow(), never the device clock.
 */
export function checkDeadline(deadline: TimeInput, serverNow: TimeInput): TimeCheckResult {
  return both(deadline, serverNow, (d, now) => (now > d ? fail(TIME_CHECK_REASONS.deadlinePassed) : OK));
}

/** The holiday-day count (from the holiday-range call) must be greater than `moreThan`. */
export function checkHolidayCount(holidayNum: number, moreThan: number): TimeCheckResult {
  return Number.isFinite(holidayNum) && holidayNum > moreThan ? OK : fail(TIME_CHECK_REASONS.holidayCount);
}

/** Both inputs must denote the same instant (so '2024-01-01 10:00' equals '2024-01-01 10:00:00'). */
export function checkTimesEqual(a: TimeInput, b: TimeInput): TimeCheckResult {
  return both(a, b, (x, y) => (x === y ? OK : fail(TIME_CHECK_REASONS.timesEqual)));
}

/**
 * Raises the alert for a failed check with the caller's text (the reason key when none is given, for
 * the caller's translator). Returns whether the check passed, so callers can stop a submit.
 */
export function runTimeCheck(
  result: TimeCheckResult,
  alert: (message: string) => void,
  message?: string,
): boolean {
  if (result.ok) return true;
  alert(message ?? result.reason);
  return false;
}

/*
 * Date-picker disablers. "Yesterday" is now minus 24 hours, compared to the millisecond, as date pickers
 * pass each day cell at local midnight: with the first one, yesterday's cell (midnight, before now - 24 h)
 * is disabled and today's is not, so only today and later can be picked; the second one is its mirror
 * and leaves only days up to yesterday.
 */

/** True for dates before yesterday (disable them to allow only today onwards). */
export function isBeforeYesterday(date: TimeInput, now: TimeInput): boolean {
  const at = toEpochMs(date);
  const reference = toEpochMs(now);
  return at !== undefined && reference !== undefined && at < reference - DAY_MS;
}

/** True for dates after yesterday (disable them to allow only days up to yesterday). */
export function isAfterYesterday(date: TimeInput, now: TimeInput): boolean {
  const at = toEpochMs(date);
  const reference = toEpochMs(now);
  return at !== undefined && reference !== undefined && at > reference - DAY_MS;
}
