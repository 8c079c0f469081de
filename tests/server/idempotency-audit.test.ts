import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contextOf } from '@/server/plugins/request-context';
import { transact } from '@/server/db/transact';
import { success } from '@/server/lib/envelope';
import { parseInput } from '@/server/lib/validate';
import { seedDemoData } from '@/server/db/seed/seed-demo';
import { randomId } from '@/shared/format/random-id';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const holidayInput = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation:invalidDate'),
  name: z.string(),
});

describe.each(TARGETS)('idempotency and audit on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      // A mutating call shaped like every real one: parse, then one unit of work with its audit entry.
      extraRoutes: async (api: FastifyInstance, services, database) => {
        api.post('/test/holidays', { config: { access: 'public' } }, async (request) => {
          const input = parseInput(holidayInput, request.body);
          const ctx = contextOf(request);
          const result = await transact(database, t.clock, ctx, async (trx) => {
            const id = randomId();
            await trx
              .insertInto('holidays')
              .values({
                id,
                day: input.day,
                day_type: '00',
                name: input.name,
                created_at: t.clock.now().toISOString(),
              })
              .execute();
            await services.audit.append(trx, ctx.actor, {
              entityType: 'holiday',
              entityId: id,
              action: 'create',
              after: input,
            });
            return { id };
          });
          return success(result, request.id);
        });
      },
    });
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/holidays?langCode=en',
      payload: payload as object,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const countDay = async (day: string) =>
    (await t.database.db.selectFrom('holidays').select('id').where('day', '=', day).execute()).length;

  it('applies a replayed request once and answers the replay with the stored response', async () => {
    const key = `k-${randomId()}`;
    const first = await post({ day: '2030-01-01', name: 'x' }, key);
    const second = await post({ day: '2030-01-01', name: 'x' }, key);
    expect(first.json().header.ret).toBe('0');
    expect(second.json().body).toEqual(first.json().body);
    expect(await countDay('2030-01-01')).toBe(1);
  });

  it('treats the same body in another key order and language as the same request', async () => {
    const key = `k-${randomId()}`;
    await post({ day: '2030-01-02', name: 'x' }, key);
    const again = await t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/holidays?langCode=fr',
      payload: { name: 'x', day: '2030-01-02' },
      headers: { 'idempotency-key': key },
    });
    expect(again.json().header.ret).toBe('0');
    expect(await countDay('2030-01-02')).toBe(1);
  });

  it('rejects the same key with a different body with its own code and changes nothing', async () => {
    const key = `k-${randomId()}`;
    await post({ day: '2030-01-03', name: 'x' }, key);
    const other = await post({ day: '2030-01-04', name: 'x' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().header.ret).toBe('1002');
    expect(await countDay('2030-01-04')).toBe(0);
  });

  it('applies concurrent requests with one key exactly once', async () => {
    const key = `k-${randomId()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post({ day: '2030-01-05', name: 'x' }, key)),
    );
    const ids = new Set(answers.map((a) => JSON.stringify(a.json().body)));
    expect(answers.every((a) => a.json().header.ret === '0')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await countDay('2030-01-05')).toBe(1);
  });

  it('stores nothing for a rejected attempt, so a corrected retry with the same key still applies', async () => {
    const key = `k-${randomId()}`;
    const dup = await post({ day: '2026-10-01', name: 'dup' }, key);
    expect(dup.statusCode).toBe(500);
    expect(
      await t.database.db
        .selectFrom('idempotency_keys')
        .select('idem_key')
        .where('idem_key', '=', key)
        .execute(),
    ).toHaveLength(0);
    // The retry the title promises: corrected, same key, applied once; then a replay of it is stored.
    const retry = await post({ day: '2030-01-07', name: 'fixed' }, key);
    expect(retry.json().header.ret).toBe('0');
    expect(await countDay('2030-01-07')).toBe(1);
    const replay = await post({ day: '2030-01-07', name: 'fixed' }, key);
    expect(replay.json().body).toEqual(retry.json().body);
    expect(await countDay('2030-01-07')).toBe(1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await post({ day: '2030-01-06', name: 'x' }, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().header).toMatchObject({ ret: '1008', field: 'Idempotency-Key' });
    expect(await countDay('2030-01-06')).toBe(0);
  });

  it('keeps an intact hash chain and detects a tampered entry', async () => {
    await post({ day: '2030-02-01', name: 'a' });
    await post({ day: '2030-02-02', name: 'b' });
    expect(await t.services.audit.verify()).toBeNull();
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['seq', 'after_summary'])
      .orderBy('seq')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const victim = rows[0];
    if (!victim) throw new Error('no audit rows');
    await t.database.db
      .updateTable('audit_log')
      .set({ after_summary: '{"day":"forged"}' })
      .where('seq', '=', victim.seq)
      .execute();
    expect(await t.services.audit.verify()).toBe(Number(victim.seq));
  });

  it('seeds demo data idempotently', async () => {
    const count = async () => ({
      users: (await t.database.db.selectFrom('users').select('id').execute()).length,
      types: (await t.database.db.selectFrom('types').select('id').execute()).length,
      pairs: (await t.database.db.selectFrom('user_roles').select('id').execute()).length,
    });
    const before = await count();
    await seedDemoData(t.database, t.clock);
    expect(await count()).toEqual(before);
    // The ten demo accounts, the committee library's expert02..expert05 and supplier02 (the second bidder
    // of the negotiation demo).
    expect(before.users).toBe(15);
  });
});
