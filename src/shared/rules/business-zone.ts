/**
 * The business time zone: tender times are legal times of one zone (Beijing time by default), whatever
 * the zone of the server host or of the device. The server reads it from BUSINESS_TIME_ZONE and tells
 * clients in its getTime answer. This module has no dayjs, so the client's first screen can read it.
 */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/**
 * Years a business time may fall in (inclusive). Beyond them an input is a typo, and stored ISO texts
 * keep four-digit years, so they still sort as text ('+010000-01-01' would sort before 2026).
 */
export const BUSINESS_YEARS = { min: 2000, max: 2100 } as const;

/** Whether the runtime knows `zone` as an IANA time zone name ('Asia/Shanghai', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.trim() !== zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone of this device (or of this server process), as the runtime resolves it. */
export function runtimeTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
