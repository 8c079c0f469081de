import type { QueryResult } from '@/client/ui/query-table/types';

/** Years offered by the year select: a few back for corrections, a few ahead for the next notices. */
export function yearChoices(current: number, back = 2, ahead = 3): number[] {
  return Array.from({ length: back + ahead + 1 }, (_, index) => current - back + index);
}

/** One page of a list the server answers whole (a year of holidays). */
export function pageOfList<Row>(rows: readonly Row[], pageNo: number, pageSize: number): QueryResult<Row> {
  const start = (pageNo - 1) * pageSize;
  return { records: rows.slice(start, start + pageSize), total: rows.length };
}

/** A new entry starts on a day of the year shown: today in the current year, else its first day. */
export function defaultHolidayDay(year: number, today: string): string {
  return today.startsWith(`${year}-`) ? today : `${year}-01-01`;
}
