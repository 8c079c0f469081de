import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/server/db/migrate';
import * as accounts from '@/server/features/org/account-repository';
import { COUNT_CAP, LOOKAHEAD_PAGES, SEEK_FROM } from '@/server/lib/list-window';
import { pageResult } from '@/server/lib/paging';
import { createTestDatabase, TARGETS, type TestDatabase } from './support/test-app';

/** More users than the count cap, many sharing a creation time so the id has to break ties. */
const USERS = COUNT_CAP + 250;

const userRow = (i: number) => {
  const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * 1000).toISOString();
  return {
    id: `u-${String(i).padStart(6, '0')}`,
    login_name: `pl${i}`,
    password_hash: 'x',
    name: i % 1000 === 0 ? `Zhang Milestone ${i}` : `Person ${i}`,
    status: i % 3 === 0 ? '01' : '00',
    created_at: at,
    updated_at: at,
  };
};

describe.each(TARGETS)('paged lists at depth on %s', (target) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(target);
    await migrateToLatest(test.database);
    const rows = Array.from({ length: USERS }, (_, i) => userRow(i));
    for (let i = 0; i < rows.length; i += 500) {
      await test.database.db
        .insertInto('users')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }, 120_000);
  afterAll(async () => test?.dispose());

  /** The answer by plain OFFSET, what the keyset seek must reproduce. */
  async function byOffset(offset: number, status?: string) {
    let q = test.database.db.selectFrom('users').select('id');
    if (status) q = q.where('status', '=', status);
    const rows = await q.orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(10).execute();
    return rows.map((r) => r.id);
  }

  it('a deep page (keyset from the boundary key) holds the same rows as OFFSET would, ties included', async () => {
    const db = test.database.db;
    for (const pageNo of [SEEK_FROM / 10, SEEK_FROM / 10 + 1, 777, Math.ceil(USERS / 10)]) {
      const [records] = await accounts.userPage(db, {}, { pageNo, pageSize: 10 });
      expect(records.map((r) => r.id)).toEqual(await byOffset((pageNo - 1) * 10));
    }
    const [filtered] = await accounts.userPage(db, { status: '01' }, { pageNo: 300, pageSize: 10 });
    expect(filtered.map((r) => r.id)).toEqual(await byOffset(2990, '01'));
    const [past] = await accounts.userPage(db, {}, { pageNo: 5000, pageSize: 10 });
    expect(past).toEqual([]);
  });

  it('counts exactly up to the cap, then a lower bound ten pages past the asked one, flagged', async () => {
    const db = test.database.db;
    const [, first] = await accounts.userPage(db, {}, { pageNo: 1, pageSize: 10 });
    expect(first).toEqual({ total: COUNT_CAP, capped: true });
    expect(pageResult([], first, { pageNo: 1, pageSize: 10 })).toMatchObject({
      total: COUNT_CAP,
      totalCapped: true,
    });
    const [, deep] = await accounts.userPage(db, {}, { pageNo: 1000, pageSize: 10 });
    expect(deep).toEqual({ total: 9990 + 10 * LOOKAHEAD_PAGES, capped: true });
    const [, exact] = await accounts.userPage(db, { status: '01' }, { pageNo: 1, pageSize: 10 });
    expect(exact).toEqual({ total: Math.ceil(USERS / 3), capped: false });
    expect(pageResult([], exact, { pageNo: 1, pageSize: 10 })).not.toHaveProperty('totalCapped');
  });

  it('a name search finds by substring in any case, and follows renames and removals', async () => {
    const db = test.database.db;
    const found = async (name: string) =>
      (await accounts.userPage(db, { name }, { pageNo: 1, pageSize: 30 }))[0].map((r) => r.loginName).sort();
    expect(await found('milestone 5')).toEqual(['pl5000']);
    expect(await found('MILESTONE')).toHaveLength(11);
    expect(await found('Mi')).toHaveLength(11);
    await db
      .updateTable('users')
      .set({ name: 'Renamed Quietly' })
      .where('login_name', '=', 'pl5000')
      .execute();
    expect(await found('milestone 5')).toEqual([]);
    expect(await found('quietly')).toEqual(['pl5000']);
    await db.deleteFrom('users').where('login_name', '=', 'pl5000').execute();
    expect(await found('quietly')).toEqual([]);
    // Quotes and LIKE wildcards are text to find, not syntax.
    await db
      .insertInto('users')
      .values({ ...userRow(USERS), name: 'O"Brien 100%_x' })
      .execute();
    expect(await found('"brien 100%')).toEqual([`pl${USERS}`]);
    expect(await found('100%_')).toEqual([`pl${USERS}`]);
    const count = await sql<{ n: number }>`select count(*) as n from users`.execute(db);
    expect(Number(count.rows[0]?.n)).toBe(USERS);
  });
});
