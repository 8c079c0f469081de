import { BUSINESS_YEARS } from './business-zone';
import { zonedDayjs as dayjs, zoneOffsetMinutes } from './zoned-dayjs';

/**
 * Strict reading of business date-times (tender deadlines, search bounds). Accepted:
 * 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', the same with 'T' (a datetime-local input), which are wall
 * times of the business zone; and ISO-8601 instants with 'Z' or an offset ('2026-03-01T09:00:00.000Z',
 * '2026-03-01T17:00+08:00'). Never the zone of the host: the same text gives the same instant on a UTC
 * server and on a Beijing one. Impossible dates (2025-02-30, 24:61) are refused, not rolled over.
 */
const SHAPE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const WALL_FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';
const MINUTE = 60_000;
/** Real offsets run from -12:00 to +14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

export type BusinessTimeError = 'format' | 'invalid' | 'range';
export type BusinessTimeResult =
  | { ok: true; ms: number; iso: string }
  | { ok: false; error: BusinessTimeError };

const fail = (error: BusinessTimeError): BusinessTimeResult => ({ ok: false, error });

/** Minutes east of UTC of a 'Z', '+08:00' or '-0530' suffix; undefined when out of range. */
function offsetOf(suffix: string): number | undefined {
  if (suffix === 'Z') return 0;
  const digits = suffix.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  const total = hours * 60 + minutes;
  if (minutes > 59 || total > MAX_OFFSET_MINUTES) return undefined;
  return suffix.startsWith('-') ? -total : total;
}

/**
 * The instant at which `zone`'s clocks show the wall time `wallMs` (that wall time read as if UTC).
 * A wall time that zone skips (a daylight-saving gap) has none: undefined.
 */
function wallToInstant(wallMs: number, zone: string): number | undefined {
  let instant = wallMs - zoneOffsetMinutes(wallMs, zone) * MINUTE;
  const offset = zoneOffsetMinutes(instant, zone);
  instant = wallMs - offset * MINUTE;
  return instant + zoneOffsetMinutes(instant, zone) * MINUTE === wallMs ? instant : undefined;
}

const inYears = (year: number) => year >= BUSINESS_YEARS.min && year <= BUSINESS_YEARS.max;

/** Reads `text` as a business time of `zone` (an IANA name the caller has checked with isTimeZone). */
export function parseBusinessTime(text: string, zone: string): BusinessTimeResult {
  const match = SHAPE.exec(text.trim());
  if (!match) return fail('format');
  const [, year, month, day, hour, minute, second = '00', fraction = '', suffix] = match;
  if (!inYears(Number(year))) return fail('range');
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const wallText = `${year}-${month}-${day} ${hour}:${minute}:${second}.${millis}`;
  // Strict: dayjs formats the parsed date back and refuses it unless it reads the same.
  const wall = dayjs.utc(wallText, WALL_FORMAT, true);
  if (!wall.isValid()) return fail('invalid');
  let ms: number | undefined;
  if (suffix) {
    const offset = offsetOf(suffix);
    ms = offset === undefined ? undefined : wall.valueOf() - offset * MINUTE;
  } else {
    ms = wallToInstant(wall.valueOf(), zone);
  }
  if (ms === undefined) return fail('invalid');
  // An offset can carry a bounded wall time over a bound ('2100-12-31T23:00-05:00').
  if (!inYears(new Date(ms).getUTCFullYear())) return fail('range');
  return { ok: true, ms, iso: new Date(ms).toISOString() };
}
