import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Kept apart from format/time.ts: only the screens that show or take business times load the plugins.
dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs with the utc, timezone and customParseFormat plugins installed. */
export { dayjs as zonedDayjs };

/** The offset of `zone` from UTC at the instant `ms`, in minutes (Asia/Shanghai: 480). */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  return dayjs(ms).tz(zone).utcOffset();
}
