import { DATE_FORMATS } from '@/shared/codes/constants';
import { zonedDayjs as dayjs } from '@/shared/rules/zoned-dayjs';

/**
 * Business times shown in a named zone rather than the runtime's: a deadline reads the same on every
 * device (the business zone), and a device in another zone can show its own clock beside it.
 */

/** The value of a datetime-local input: the instant's wall time in `zone`. */
export const ZONE_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

function inZone(instant: string | number | null | undefined, zone: string) {
  if (instant === null || instant === undefined || instant === '') return undefined;
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) return undefined;
  return dayjs(ms).tz(zone);
}

/** The instant (ISO-8601 or epoch ms) as `zone`'s clocks show it; '' when unreadable. */
export function formatInZone(
  instant: string | number | null | undefined,
  zone: string,
  pattern: string = DATE_FORMATS.DATE_TIME,
): string {
  return inZone(instant, zone)?.format(pattern) ?? '';
}

/** ISO-8601 -> the value of a datetime-local input holding `zone`'s wall time ('' when unreadable). */
export function toZoneInput(instant: string | null | undefined, zone: string): string {
  return formatInZone(instant, zone, ZONE_INPUT_FORMAT);
}

/** The UTC offset of `zone` at the instant, as 'UTC+08:00' ('' when unreadable). */
export function zoneOffsetLabel(instant: string | number | null | undefined, zone: string): string {
  const zoned = inZone(instant, zone);
  return zoned ? `UTC${zoned.format('Z')}` : '';
}

/**
 * Whether clocks in `other` show a different time than `zone` at the instant: Asia/Hong_Kong does not
 * differ from Asia/Shanghai, Europe/Paris does (and differs by a varying amount over the year).
 */
export function zonesDiffer(
  instant: string | number | null | undefined,
  zone: string,
  other: string,
): boolean {
  if (zone === other) return false;
  const a = inZone(instant, zone);
  const b = inZone(instant, other);
  return a !== undefined && b !== undefined && a.utcOffset() !== b.utcOffset();
}
