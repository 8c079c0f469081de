import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { PageQuery } from '@/shared/contracts/page-query';
import { type CountedTotal, offsetOf } from './paging';

/**
 * Paged lists at any depth (docs/architecture.md, "Paged lists"). The UI keeps its page numbers; the
 * server turns page N into a key:
 * - shallow pages (offset below SEEK_FROM) use OFFSET over the list's index, already cheap;
 * - deeper pages first read the key of the page's first row with a query that selects only the order
 *   columns (an index-only skip, no table rows fetched), then read the page as a keyset range from that
 *   key (`where key >= boundary order by key limit n`), so the wide rows cost the same on page 2,000 as
 *   on page 1.
 * Counting is capped (cappedTotal) so no call scans a whole large table to print its total.
 */
export const SEEK_FROM = 200;
/** Totals are exact up to this many rows. */
export const COUNT_CAP = 10_000;
/** Past the cap the total still reaches this many pages beyond the one asked for, so the UI pages on. */
export const LOOKAHEAD_PAGES = 10;

/** One column of a list's order; the last one must make the order unique, and none may be null. */
export interface OrderKey {
  column: string;
  direction: 'asc' | 'desc';
}

// biome-ignore lint/suspicious/noExplicitAny: the helpers take any list query; callers keep their row types
type AnySelect = SelectQueryBuilder<any, any, any>;

function ordered<Q extends AnySelect>(query: Q, order: readonly OrderKey[]): Q {
  let out = query;
  for (const key of order) out = out.orderBy(sql.ref(key.column), key.direction) as Q;
  return out;
}

const keyAlias = (i: number) => `k${i}`;

/** Rows at or after `boundary` in the list's order, led by a range on the first column for the index. */
function atOrAfter(order: readonly OrderKey[], boundary: Record<string, unknown>): RawBuilder<boolean> {
  const op = (key: OrderKey) => sql.raw(key.direction === 'asc' ? '>' : '<');
  const last = order.length - 1;
  const lastKey = order[last] as OrderKey;
  let cond: RawBuilder<boolean> = sql<boolean>`${sql.ref(lastKey.column)} ${op(lastKey)}= ${boundary[keyAlias(last)]}`;
  for (let i = last - 1; i >= 0; i -= 1) {
    const key = order[i] as OrderKey;
    const col = sql.ref(key.column);
    const value = boundary[keyAlias(i)];
    cond = sql<boolean>`(${col} ${op(key)} ${value} or (${col} = ${value} and ${cond}))`;
  }
  const first = order[0] as OrderKey;
  return sql<boolean>`(${sql.ref(first.column)} ${op(first)}= ${boundary[keyAlias(0)]} and ${cond})`;
}

/**
 * The rows of `page` of `query` (filtered and selected, not yet ordered) in `order`. `order`'s columns
 * must be reachable in `query`'s FROM and, for the skip to stay in the index, covered by one index
 * together with the filters.
 */
export async function pageRows<O>(
  // biome-ignore lint/suspicious/noExplicitAny: any list query; the rows keep their type O
  query: SelectQueryBuilder<any, any, O>,
  order: readonly OrderKey[],
  page: PageQuery,
): Promise<O[]> {
  const offset = offsetOf(page);
  if (offset < SEEK_FROM) {
    return (await ordered(query, order).offset(offset).limit(page.pageSize).execute()) as O[];
  }
  const keys = query.clearSelect().select(order.map((key, i) => sql.ref(key.column).as(keyAlias(i))));
  const boundary = await ordered(keys, order).offset(offset).limit(1).executeTakeFirst();
  if (!boundary) return [];
  const range = query.where(atOrAfter(order, boundary as Record<string, unknown>));
  return (await ordered(range, order).limit(page.pageSize).execute()) as O[];
}

/**
 * How many rows `query` has, counted no further than needed: exact up to COUNT_CAP (or up to
 * LOOKAHEAD_PAGES past the page asked for, if deeper); beyond that `capped` is true and `total` is a lower
 * bound the client shows as "N+" while it keeps paging.
 */
export async function cappedTotal(
  // biome-ignore lint/suspicious/noExplicitAny: any database; only the executor is used
  db: Kysely<any>,
  query: AnySelect,
  page: PageQuery,
): Promise<CountedTotal> {
  const limit = Math.max(COUNT_CAP, offsetOf(page) + page.pageSize * LOOKAHEAD_PAGES);
  const inner = query
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(limit + 1);
  const row = await db
    .selectFrom(inner.as('counted'))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  const counted = Number(row?.total ?? 0);
  return counted > limit ? { total: limit, capped: true } : { total: counted, capped: false };
}
