import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { transact } from '@/server/db/transact';
import { success } from '@/server/lib/envelope';
import { parseInput } from '@/server/lib/validate';
import { contextOf } from '@/server/plugins/request-context';
import { randomId } from '@/shared/format/random-id';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const noteInput = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), name: z.string() });

/**
 * The guarantees the idempotency and audit tests stand on, each checked so that removing it fails a
 * test: keys belong to their user, a replay is answered from the store without running the work, and
 * the audit hash covers the previous entry's hash (so deleting, relinking, swapping or rewriting an
 * entry is found).
 */
describe.each(TARGETS)('idempotency scope, stored answers and the audit chain on %s', (target) => {
  let t: TestApp;
  let runs = 0;
  let tokens: { admin: string; buyer: string };
  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api: FastifyInstance, services, database) => {
        api.post('/test/notes', { config: { access: 'session' } }, async (request) => {
          const input = parseInput(noteInput, request.body);
          const ctx = contextOf(request);
          const result = await transact(database, t.clock, ctx, async (trx) => {
            runs += 1;
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
              entityType: 'note',
              entityId: id,
              action: 'create',
              after: input,
            });
            return { id, by: ctx.actor.userId };
          });
          return success(result, request.id);
        });
      },
    });
    tokens = { admin: await signIn(t, 'admin01'), buyer: await signIn(t, 'buyer01') };
  });
  afterAll(async () => t.close());

  const post = (token: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/notes',
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const days = async (day: string) =>
    (await t.database.db.selectFrom('holidays').select('id').where('day', '=', day).execute()).length;

  it("keeps one user's key apart from another's: the same key by someone else is their own request", async () => {
    const key = `shared-${randomId()}`;
    const mine = await post(tokens.admin, { day: '2031-01-01', name: 'admin' }, key);
    const theirs = await post(tokens.buyer, { day: '2031-01-02', name: 'buyer' }, key);
    expect(mine.json().header.ret).toBe('0');
    expect(theirs.json().header.ret).toBe('0');
    expect(theirs.json().body.id).not.toBe(mine.json().body.id);
    expect(await days('2031-01-02')).toBe(1);
  });

  it('answers a replay from the stored response without running the work again', async () => {
    const key = `replay-${randomId()}`;
    const before = runs;
    const first = await post(tokens.admin, { day: '2031-02-01', name: 'x' }, key);
    const replay = await post(tokens.admin, { day: '2031-02-01', name: 'x' }, key);
    expect(replay.json().body).toEqual(first.json().body);
    expect(runs - before).toBe(1);
    expect(await days('2031-02-01')).toBe(1);
  });

  it('answers the same replay under another spelling of the target from the store too', async () => {
    const key = `spelling-${randomId()}`;
    const first = await post(tokens.admin, { day: '2031-02-02', name: 'x' }, key);
    const before = runs;
    const again = await t.app.inject({
      method: 'POST',
      url: '/%62idprocurement/test/notes?langCode=fr',
      payload: { name: 'x', day: '2031-02-02' },
      headers: { ...authed(tokens.admin), 'idempotency-key': key },
    });
    expect(again.json().body).toEqual(first.json().body);
    expect(runs).toBe(before);
  });

  async function chain() {
    return t.database.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
  }
  let month = 0;
  async function freshChain(count: number) {
    month += 1;
    const mm = String(month).padStart(2, '0');
    for (let i = 0; i < count; i += 1)
      await post(tokens.admin, { day: `2033-${mm}-${String(i + 1).padStart(2, '0')}`, name: `n${i}` });
    expect(await t.services.audit.verify()).toBeNull();
    return chain();
  }

  it('finds a deleted entry, and one deleted with its successor relinked', async () => {
    const rows = await freshChain(4);
    const [a, b, c] = rows.slice(-3);
    if (!a || !b || !c) throw new Error('short chain');
    await t.database.db.deleteFrom('audit_log').where('seq', '=', b.seq).execute();
    expect(await t.services.audit.verify()).toBe(Number(c.seq));
    // Relinking the successor to the entry before the gap passes a prev_hash check; only a hash that
    // covers the previous hash notices.
    await t.database.db
      .updateTable('audit_log')
      .set({ prev_hash: a.hash })
      .where('seq', '=', c.seq)
      .execute();
    expect(await t.services.audit.verify()).toBe(Number(c.seq));
    await t.database.db.deleteFrom('audit_log').execute();
  });

  it('finds two entries whose contents were swapped', async () => {
    const rows = await freshChain(3);
    const [x, y] = rows.slice(-2);
    if (!x || !y) throw new Error('short chain');
    const swap = (from: typeof x) => ({
      entity_id: from.entity_id,
      after_summary: from.after_summary,
      at: from.at,
      actor_id: from.actor_id,
    });
    await t.database.db.updateTable('audit_log').set(swap(y)).where('seq', '=', x.seq).execute();
    await t.database.db.updateTable('audit_log').set(swap(x)).where('seq', '=', y.seq).execute();
    expect(await t.services.audit.verify()).toBe(Number(x.seq));
    await t.database.db.deleteFrom('audit_log').execute();
  });

  it('finds a rewritten hash, even with the next entry relinked to it', async () => {
    const rows = await freshChain(3);
    const [x, y] = rows.slice(-2);
    if (!x || !y) throw new Error('short chain');
    const forged = 'f'.repeat(64);
    await t.database.db.updateTable('audit_log').set({ hash: forged }).where('seq', '=', x.seq).execute();
    await t.database.db
      .updateTable('audit_log')
      .set({ prev_hash: forged })
      .where('seq', '=', y.seq)
      .execute();
    expect(await t.services.audit.verify()).toBe(Number(x.seq));
    await t.database.db.deleteFrom('audit_log').execute();
  });
});
