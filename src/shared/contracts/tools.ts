import { z } from 'zod';

const dateLike = z
  .string({ message: 'validation:required' })
  .trim()
  .min(1, 'validation:required')
  .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), 'validation:invalidDate');

/** Holiday range call: how many rest days fall between two dates (inclusive). */
export const holidayRangeRequestSchema = z.object({ startTime: dateLike, endTime: dateLike });

export const holidayRangeResponseSchema = z.object({ holidayNum: z.number().int().nonnegative() });

/**
 * Server time: epoch milliseconds plus ISO text, judged by the server clock, and the business time zone
 * (IANA name) in which deadlines are entered and shown.
 */
export const serverTimeResponseSchema = z.object({ time: z.number(), iso: z.string(), timeZone: z.string() });
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;

export { TOOLS_PATHS } from './tools-paths';
