import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { transact } from '@/server/db/transact';
import { AppError } from '@/server/lib/app-error';
import { assertBeforeDeadline } from '@/server/lib/deadline';
import { success } from '@/server/lib/envelope';
import { parseInput } from '@/server/lib/validate';
import { contextOf } from '@/server/plugins/request-context';
import { randomId } from '@/shared/format/random-id';
import { createTestApp, createTestClock, TARGETS, type TestApp } from './support/test-app';

const DEADLINE = '2026-11-20T03:00:00.000Z';
const deadlineMs = Date.parse(DEADLINE);
const START = '2026-11-20T02:00:00.000Z';

describe('assertBeforeDeadline', () => {
  it.each<[string, number]>([
    ['an hour before', deadlineMs - 3_600_000],
    ['1 ms before', deadlineMs - 1],
    ['exactly at the deadline', deadlineMs],
  ])('lets a write received %s through', (_name, at) => {
    expect(() => assertBeforeDeadline(createTestClock(new Date(at)), DEADLINE)).not.toThrow();
  });

  it.each<[string, Date | string | number]>([
    ['a Date', new Date(deadlineMs)],
    ['an ISO string', DEADLINE],
    ['epoch ms', deadlineMs],
  ])('refuses a write received 1 ms after a deadline given as %s', (_name, deadline) => {
    const clock = createTestClock(new Date(deadlineMs + 1));
    let caught: unknown;
    try {
      assertBeforeDeadline(clock, deadline, 'quoteEndTime');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      code: 'DEADLINE_PASSED',
      ret: '1005',
      status: 409,
      messageKey: 'validation:deadlinePassed',
      field: 'quoteEndTime',
    });
  });

  it('treats a deadline that is not a date as a server fault, not as passed', () => {
    expect(() => assertBeforeDeadline(createTestClock(START), 'not a date')).toThrow(TypeError);
  });
});

const bidInput = z.object({ projectId: z.string(), amount: z.number() });

describe.each(TARGETS)('deadline judged inside the unit of work on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: false,
      extraRoutes: async (api: FastifyInstance, services, database) => {
        // A stand-in for a quote submission: the deadline is the project's quote end time (business data
        // held by the server), checked in the same transaction as the write it guards.
        api.post('/test/deadline-bids', { config: { access: 'public' } }, async (request) => {
          const input = parseInput(bidInput, request.body);
          const ctx = contextOf(request);
          const result = await transact(database, t.clock, ctx, async (trx) => {
            const id = randomId();
            await sql`insert into deadline_bids (id, project_id, amount) values (${id}, ${input.projectId}, ${input.amount})`.execute(
              trx,
            );
            await services.audit.append(trx, ctx.actor, {
              entityType: 'deadline_bid',
              entityId: id,
              action: 'create',
              after: input,
            });
            // Checked after the effect on purpose: proves the refusal rolls the effect back.
            assertBeforeDeadline(t.clock, DEADLINE, 'quoteEndTime');
            return { id };
          });
          return success(result, request.id);
        });
      },
    });
    await sql`create table deadline_bids (id varchar(40) primary key, project_id varchar(40) not null, amount integer not null)`.execute(
      t.database.db,
    );
  });
  afterAll(async () => t.close());
  beforeEach(() => t.clock.set(START));

  const bid = (projectId: string, amount: number, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/deadline-bids?langCode=en',
      payload: { projectId, amount },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const rowsOf = async (projectId: string) =>
    (
      await sql<{ id: string }>`select id from deadline_bids where project_id = ${projectId}`.execute(
        t.database.db,
      )
    ).rows;
  const keyStored = async (key: string) =>
    (
      await t.database.db
        .selectFrom('idempotency_keys')
        .select('idem_key')
        .where('idem_key', '=', key)
        .execute()
    ).length;
  const auditCount = async () => (await t.database.db.selectFrom('audit_log').select('seq').execute()).length;

  it('applies a write received before the deadline', async () => {
    const res = await bid('p-early', 100, `k-${randomId()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().header.ret).toBe('0');
    expect(await rowsOf('p-early')).toHaveLength(1);
  });

  it('answers a late write with ret 1005 and HTTP 409 and changes nothing', async () => {
    t.clock.set(new Date(deadlineMs + 1));
    const key = `k-${randomId()}`;
    const auditBefore = await auditCount();
    const res = await bid('p-late', 100, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().header).toMatchObject({
      ret: '1005',
      message: 'The deadline has passed, validation failed',
      field: 'quoteEndTime',
    });
    expect(await rowsOf('p-late')).toHaveLength(0);
    expect(await auditCount()).toBe(auditBefore);
    // Nothing stored under the key: the refusal is not a result to replay.
    expect(await keyStored(key)).toBe(0);
  });

  it('answers the replay of a write applied in time with the stored success after the deadline', async () => {
    const key = `k-${randomId()}`;
    const first = await bid('p-replay', 250, key);
    expect(first.json().header.ret).toBe('0');
    // The response was lost; the outbox sends the same entry again after the deadline.
    t.clock.set(new Date(deadlineMs + 60_000));
    const replay = await bid('p-replay', 250, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().header.ret).toBe('0');
    expect(replay.json().body).toEqual(first.json().body);
    expect(await rowsOf('p-replay')).toHaveLength(1);
    // A new write (new key) after the deadline is still refused.
    const fresh = await bid('p-replay', 250, `k-${randomId()}`);
    expect(fresh.json().header.ret).toBe('1005');
    expect(await rowsOf('p-replay')).toHaveLength(1);
  });
});
