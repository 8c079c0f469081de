import { DEFAULT_BUSINESS_TIME_ZONE } from '@/shared/rules/business-zone';
import { addWorkingDays, daysBetween } from '@/shared/rules/objection-rules';
import { OBJECTION_ANSWER_WORKING_DAYS } from '@/shared/contracts/objections';
import type { Db } from '../tender-common';
import { holidayMarks } from './repository';

const DAY_MS = 86_400_000;

/** The calendar day of an instant in the business zone ('YYYY-MM-DD'). */
export function businessDay(at: Date, zone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * When an answer is due: the same time of day, 3 working days after the filing day in the business
 * zone, skipping weekends and holidays and counting adjusted working days (the holiday calendar of the
 * tools area's holiday range).
 */
export async function answerDueAt(db: Db, filedAt: Date, zone = DEFAULT_BUSINESS_TIME_ZONE): Promise<string> {
  const day = businessDay(filedAt, zone);
  const horizon = new Date(filedAt.getTime() + 40 * DAY_MS).toISOString().slice(0, 10);
  const marks = await holidayMarks(db, day, horizon);
  const dueDay = addWorkingDays(day, OBJECTION_ANSWER_WORKING_DAYS, marks);
  return new Date(filedAt.getTime() + daysBetween(day, dueDay) * DAY_MS).toISOString();
}
