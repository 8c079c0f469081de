import { type RawBuilder, sql } from 'kysely';
import type { PageQuery, PageResult } from '@/shared/contracts/page-query';

export type { PageQuery, PageResult };

export interface CountedTotal {
  total: number;
  /** True when more rows exist than `total` (the count stopped there; list-window.ts cappedTotal). */
  capped: boolean;
}

export function offsetOf(query: PageQuery): number {
  return (query.pageNo - 1) * query.pageSize;
}

/** PostgreSQL hands count(*) back as a bigint string. */
export function countOf(row: { total?: unknown } | undefined): number {
  return Number(row?.total ?? 0);
}

/** `total` is a plain count or a capped one (list-window.ts cappedTotal); a capped one says so. */
export function pageResult<T>(records: T[], total: number | CountedTotal, query: PageQuery): PageResult<T> {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (typeof total === 'number') return { records, total, ...page };
  return { records, total: total.total, ...page, ...(total.capped ? { totalCapped: true } : {}) };
}

/**
 * Case-insensitive "contains" that means the same on SQLite and PostgreSQL (PostgreSQL's LIKE is
 * case-sensitive); % and _ typed by the user match themselves.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}
