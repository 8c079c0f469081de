import { describe, expect, it } from 'vitest';
import { type LocalPageQuery, pageLocally } from '@/shared/format/paging';

interface Row {
  id: number;
  name: string;
  code: string | null;
  amount: number;
}

// 25 rows: names 'item-1'..'item-25', code 'A' for even ids, null for odd ids.
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `item-${i + 1}`,
  code: (i + 1) % 2 === 0 ? 'A' : null,
  amount: (i + 1) * 10,
}));

describe('pageLocally', () => {
  it.each<[string, LocalPageQuery<Row>, number[], number]>([
    ['defaults to page 1 of 10', {}, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 25],
    [
      'empty filters are ignored',
      { filters: { name: '', code: null, amount: undefined } },
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      25,
    ],
    ['second page', { pageNo: 2, pageSize: 10 }, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 25],
    ['last, partial page', { pageNo: 3, pageSize: 10 }, [21, 22, 23, 24, 25], 25],
    ['page past the end', { pageNo: 4, pageSize: 10 }, [], 25],
    ['substring filter', { filters: { name: 'item-2' }, pageSize: 30 }, [2, 20, 21, 22, 23, 24, 25], 7],
    ['substring filter, second page', { filters: { name: 'item-2' }, pageNo: 2, pageSize: 5 }, [24, 25], 7],
    ['number field compared as text', { filters: { amount: 50 } }, [5, 15, 25], 3],
    ['every filter must match', { filters: { name: 'item-2', code: 'A' }, pageSize: 30 }, [2, 20, 22, 24], 4],
    ['null field does not match "null"', { filters: { code: 'null' } }, [], 0],
    ['case-sensitive', { filters: { name: 'ITEM' } }, [], 0],
    ['page 0 falls back to page 1', { pageNo: 0, pageSize: 5 }, [1, 2, 3, 4, 5], 25],
    ['page size 0 falls back to 10', { pageNo: 3, pageSize: 0 }, [21, 22, 23, 24, 25], 25],
    ['fractional page falls back', { pageNo: 1.5, pageSize: 300 }, rows.map((row) => row.id), 25],
  ])('%s', (_name, query, ids, total) => {
    const page = pageLocally(rows, query);
    expect(page.rows.map((row) => row.id)).toEqual(ids);
    expect(page.total).toBe(total);
  });

  it('returns an empty page for no rows and does not modify the input', () => {
    expect(pageLocally([], { pageNo: 1, pageSize: 10 })).toEqual({ rows: [], total: 0 });
    const copy = [...rows];
    pageLocally(rows, { filters: { name: 'item-1' } });
    expect(rows).toEqual(copy);
  });
});
