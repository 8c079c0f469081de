import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import {
  codeField,
  idField,
  optionalIdField,
  optionalText,
  requiredText,
  sortField,
} from './admin-config-common';

/** Paths under /bidprocurement (spec 7.3 district/area list, detail, save, delete; holiday calendar). */
export const ADMIN_BASE_PATHS = {
  getRegionTree: '/common-common/region/region/getRegionTree',
  getRegionChildren: '/common-common/region/region/getRegionChildren',
  getRegionDetail: '/common-common/region/region/getRegionDetail',
  saveOrUpdateRegion: '/common-common/region/region/saveOrUpdateRegion',
  deleteRegion: '/common-common/region/region/deleteRegion',
  getHolidayList: '/common-common/holiday/holiday/getHolidayList',
  saveHoliday: '/common-common/holiday/holiday/saveHoliday',
  deleteHoliday: '/common-common/holiday/holiday/deleteHoliday',
} as const;

/** Province 1, city 2, district 3, town 4. */
export const MAX_REGION_LEVEL = 4;

export const getRegionTreeSchema = z.object({
  /** Substring of the name or code; matches are listed with their ancestors. */
  search: optionalText(50),
});

export const getRegionChildrenSchema = z.object({ parentId: optionalIdField });

export const saveRegionSchema = z.object({
  id: optionalIdField,
  parentId: optionalIdField,
  code: codeField,
  name: requiredText(50),
  sort: sortField,
});
export type SaveRegionRequest = z.input<typeof saveRegionSchema>;

export interface RegionRecord {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  level: number;
  sort: number;
  children?: RegionRecord[];
}

export const getHolidayListSchema = z.object({
  year: z.coerce
    .number({ error: M.number })
    .int({ error: M.number })
    .min(1900, { error: M.invalid })
    .max(2999, {
      error: M.invalid,
    }),
});

/** '00' day off (holiday), '01' adjusted working day (a weekend worked). */
export const HOLIDAY_DAY_TYPES = ['00', '01'] as const;

/** YYYY-MM-DD naming a real day (not 2026-02-30). */
function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
}

export const saveHolidaySchema = z.object({
  id: optionalIdField,
  day: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .refine(isCalendarDay, { error: M.invalidDate }),
  dayType: z.enum(HOLIDAY_DAY_TYPES, { error: M.select }),
  name: requiredText(50),
});
export type SaveHolidayRequest = z.input<typeof saveHolidaySchema>;

export const holidayIdSchema = z.object({ id: idField });

export interface HolidayRecord {
  id: string;
  day: string;
  dayType: string;
  name: string;
}
