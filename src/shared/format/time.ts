import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { CHAT_TIME_THRESHOLDS, DATE_FORMATS } from '@/shared/codes/constants';

/**
 * Date and time helpers of specification section 9. They format in the local time zone of the
 * runtime; missing or invalid input gives '' (or undefined for zeroSeconds) instead of 'Invalid Date'.
 * Not for deadlines: those are legal times of the business zone, shown with format/business-time.ts
 * (client: ui/business-time.tsx) and read with rules/business-time.ts.
 */

export type DateInput = Date | Dayjs | string | number;

function parse(date: DateInput | null | undefined): Dayjs | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed : undefined;
}

function format(date: DateInput | null | undefined, pattern: string): string {
  return parse(date)?.format(pattern) ?? '';
}

/** 12-hour clock with AM/PM: 13:05 -> '1:05 PM', 00:30 -> '12:30 AM'. */
export function to12Hour(date: DateInput | null | undefined): string {
  return format(date, 'h:mm A');
}

/** The same instant with seconds and milliseconds set to zero. */
export function zeroSeconds(date: DateInput | null | undefined): Date | undefined {
  return parse(date)?.second(0).millisecond(0).toDate();
}

/** 'YYYY-MM-DD' */
export function formatDate(date: DateInput | null | undefined): string {
  return format(date, DATE_FORMATS.DATE);
}

/** 'YYYY-MM-DD HH:mm' */
export function formatDateTime(date: DateInput | null | undefined): string {
  return format(date, DATE_FORMATS.DATE_TIME);
}

/** 'YYYY-MM-DD HH:mm:ss', the format sent to the server. */
export function formatSave(date: DateInput | null | undefined): string {
  return format(date, DATE_FORMATS.SAVE);
}

/** 'HH:mm:ss' */
export function formatTime(date: DateInput | null | undefined): string {
  return format(date, DATE_FORMATS.TIME);
}

export type ChatTimeKey = 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo' | 'full';

export interface ChatTimeDisplay {
  key: ChatTimeKey;
  /** Whole minutes, hours or days elapsed (rounded down). */
  count?: number;
  /** The full 'YYYY-MM-DD HH:mm' date-time, for key 'full'. */
  text?: string;
}

/** i18n keys (namespace codes) of the relative forms; they interpolate {{count}} with plural forms. */
export const CHAT_TIME_I18N_KEYS = {
  justNow: 'codes:time.justNow',
  minutesAgo: 'codes:time.minutesAgo',
  hoursAgo: 'codes:time.hoursAgo',
  daysAgo: 'codes:time.daysAgo',
} as const satisfies Record<Exclude<ChatTimeKey, 'full'>, string>;

/**
 * How a chat message time is shown: 'just now' under 120 s, minutes under 1 hour, hours under 1 day,
 * days under 3 days, otherwise the full date-time. A timestamp in the future (clock skew between
 * sender and reader) reads 'just now'.
 */
export function chatTimeDisplay(timestampMs: number, nowMs: number = Date.now()): ChatTimeDisplay {
  const seconds = Math.floor((nowMs - timestampMs) / 1000);
  if (seconds < CHAT_TIME_THRESHOLDS.JUST_NOW) return { key: 'justNow' };
  if (seconds < CHAT_TIME_THRESHOLDS.MINUTES) return { key: 'minutesAgo', count: Math.floor(seconds / 60) };
  if (seconds < CHAT_TIME_THRESHOLDS.HOURS) return { key: 'hoursAgo', count: Math.floor(seconds / 3600) };
  if (seconds < CHAT_TIME_THRESHOLDS.DAYS) return { key: 'daysAgo', count: Math.floor(seconds / 86400) };
  return { key: 'full', text: formatDateTime(timestampMs) };
}
