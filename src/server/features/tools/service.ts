import dayjs from 'dayjs';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import type { ServerTimeResponse } from '@/shared/contracts/tools';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { listHolidaysBetween } from './repository';

const MAX_RANGE_DAYS = 3660;

/**
 * A day is a rest day when the holiday table marks it a holiday ('00'), or it is a Saturday or Sunday
 * that the table does not mark as an adjusted working day ('01') — the Chinese calendar moves work
 * days onto weekends around statutory holidays.
 */
export function countRestDays(start: string, end: string, overrides: Map<string, string>): number {
  let count = 0;
  for (let d = dayjs(start); !d.isAfter(dayjs(end), 'day'); d = d.add(1, 'day')) {
    const key = d.format('YYYY-MM-DD');
    const override = overrides.get(key);
    const weekend = d.day() === 0 || d.day() === 6;
    if (override === '00' || (weekend && override !== '01')) count += 1;
  }
  return count;
}

/** `timeZone`: the business zone (config BUSINESS_TIME_ZONE), told to clients with the time. */
export function createToolsService(database: Database, clock: Clock, timeZone = DEFAULT_BUSINESS_TIME_ZONE) {
  return {
    serverTime(): ServerTimeResponse {
      const now = clock.now();
      return { time: now.getTime(), iso: now.toISOString(), timeZone };
    },

    async holidayNum(startTime: string, endTime: string): Promise<{ holidayNum: number }> {
      const start = dayjs(startTime);
      const end = dayjs(endTime);
      if (end.isBefore(start, 'day')) {
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'validation:endAfterStart',
          field: 'endTime',
          rule: 'endAfterStart',
        });
      }
      if (end.diff(start, 'day') > MAX_RANGE_DAYS) {
        throw new AppError('VALIDATION_FAILED', {
          messageKey: 'validation:maxRange',
          field: 'endTime',
          rule: 'maxRange',
        });
      }
      const from = start.format('YYYY-MM-DD');
      const to = end.format('YYYY-MM-DD');
      const rows = await listHolidaysBetween(database.db, from, to);
      return { holidayNum: countRestDays(from, to, new Map(rows.map((r) => [r.day, r.day_type]))) };
    },
  };
}

export type ToolsService = ReturnType<typeof createToolsService>;
