import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '@/server/db/migrations/017-phone-normal-form';
import { randomId } from '@/shared/format/random-id';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** Migration 017 rewrites mobiles stored as typed to their 11 digits and leaves everything else. */
describe.each(TARGETS)('migration 017 (phone normal form) on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('normalises users.phone typed with +86, 0086, 86, spaces and dashes', async () => {
    const now = t.clock.now().toISOString();
    const phones = {
      '+86 138-0013-8001': '13800138001',
      '0086 13800138002': '13800138002',
      '86-138-0013-8003': '13800138003',
      ' 138 0013 8004 ': '13800138004',
      '13800138005': '13800138005',
      '010-12345678': '010-12345678',
      '+44 20 7946 0000': '+44 20 7946 0000',
    };
    const ids: Record<string, string> = {};
    for (const phone of Object.keys(phones)) {
      const id = randomId();
      ids[phone] = id;
      await t.database.db
        .insertInto('users')
        .values({
          id,
          login_name: `mig${randomId(8)}1`,
          password_hash: 'x',
          name: '迁移测试',
          phone,
          email: null,
          avatar: null,
          sex: null,
          status: '00',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await up(t.database.db, t.database.dialect);
    // A second run changes nothing.
    await up(t.database.db, t.database.dialect);
    for (const [typed, expected] of Object.entries(phones)) {
      const row = await t.database.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', ids[typed] ?? '')
        .executeTakeFirstOrThrow();
      expect(row.phone, typed).toBe(expected);
    }
  });
});
