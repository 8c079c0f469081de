import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/shared/codes/constants';

export interface LocalPageQuery<T> {
  /** 1-based; values below 1 or not integers fall back to the first page. */
  pageNo?: number;
  /** Values below 1 or not integers fall back to the default page size. */
  pageSize?: number;
  /** Field -> text that String(row[field]) must contain; null, undefined and '' are ignored. */
  filters?: Partial<Record<keyof T & string, unknown>>;
}

export interface LocalPage<T> {
  rows: T[];
  /** Rows matching the filters, before slicing. */
  total: number;
}

function positiveInteger(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value >= 1 ? value : fallback;
}

function isEmptyFilter(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

// A missing field must not match the text 'undefined' or 'null'.
function fieldText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Client-side paging (specification section 9): keep the rows whose every non-empty filter value is a
 * case-sensitive substring of the row's field, then slice out page pageNo of pageSize rows. A page past
 * the end is empty; total still counts every matching row.
 */
export function pageLocally<T extends object>(
  rows: readonly T[],
  query: LocalPageQuery<T> = {},
): LocalPage<T> {
  const pageNo = positiveInteger(query.pageNo, FIRST_PAGE);
  const pageSize = positiveInteger(query.pageSize, DEFAULT_PAGE_SIZE);
  const active = Object.entries(query.filters ?? {}).filter(([, value]) => !isEmptyFilter(value));
  const matching = rows.filter((row) =>
    active.every(([field, value]) =>
      fieldText((row as Record<string, unknown>)[field]).includes(String(value)),
    ),
  );
  const start = (pageNo - 1) * pageSize;
  return { rows: matching.slice(start, start + pageSize), total: matching.length };
}
