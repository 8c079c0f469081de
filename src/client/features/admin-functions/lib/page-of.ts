import type { QueryResult } from '@/client/ui/query-table/types';

/** One page of a list the server answers whole. */
export function pageOf<T>(all: readonly T[], pageNo: number, pageSize: number): QueryResult<T> {
  const start = (pageNo - 1) * pageSize;
  return { records: all.slice(start, start + pageSize), total: all.length };
}
