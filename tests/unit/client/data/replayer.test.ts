import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb } from '@/client/data/db';
import type { OutboxEntry } from '@/client/data/db-schema';
import { discardEntry, listEntries } from '@/client/data/outbox';
import { PASS_MAX_AGE_MS } from '@/client/data/outbox-store';
import { RequestError } from '@/client/lib/http/request';
import { freshDb } from './data-helpers';
import { failure, harness, networkDown, queue, stopAll } from './replayer-harness';

beforeEach(() => freshDb());
afterEach(async () => {
  stopAll();
  await closeDb();
});

const bodyOf = (entry: OutboxEntry) => entry.body as { entity: string; n: number };

describe('order', () => {
  it('replays in sequence order and deletes what succeeded', async () => {
    const h = harness();
    await queue('a', 1);
    await queue('b', 1);
    await queue('a', 2);
    await h.replayer.poke();
    expect(h.sentBodies()).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'b', n: 1 },
      { entity: 'a', n: 2 },
    ]);
    expect(await listEntries('u1')).toEqual([]);
  });

  it('holds back an entity’s later entries while an earlier one fails; other entities go on', async () => {
    const h = harness((entry, call) => {
      if (call === 1) throw failure(500, '9999');
      return bodyOf(entry);
    });
    await queue('a', 1);
    await queue('b', 1);
    await queue('a', 2);
    await queue('b', 2);
    await h.replayer.poke();
    expect(h.sentBodies()).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'b', n: 1 },
      { entity: 'b', n: 2 },
    ]);
    expect((await listEntries('u1')).map((e) => [bodyOf(e).n, e.status, e.attempts])).toEqual([
      [1, 'pending', 1],
      [2, 'pending', 0],
    ]);
    // Not due yet: a poke during the backoff sends nothing.
    await h.replayer.poke();
    expect(h.send).toHaveBeenCalledTimes(3);
    h.advance(60_000);
    await h.replayer.poke();
    expect(h.sentBodies().slice(3)).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'a', n: 2 },
    ]);
    expect(await listEntries('u1')).toEqual([]);
  });

  it('sends an entry left in flight by a closed page again, under the same key', async () => {
    const h = harness();
    const entry = await queue('a', 1);
    const { getDb } = await import('@/client/data/db');
    await (await getDb()).outbox.update(entry.seq, { status: 'inflight', attempts: 1 });
    await h.replayer.poke();
    expect(h.send.mock.calls[0]?.[0]).toMatchObject({ idempotencyKey: entry.idempotencyKey, attempts: 2 });
  });
});

describe('retry classes', () => {
  it.each<[string, unknown]>([
    ['a network TypeError', networkDown()],
    ['a request-layer network error', new RequestError({ kind: 'network', message: 'Request timed out' })],
    ['HTTP 500 with an envelope', failure(500, '9999')],
    ['HTTP 503 without an envelope', failure(503)],
    ['HTTP 429', failure(429, '1006')],
  ])('%s: retried later with backoff, its entity waiting', async (_name, error) => {
    const h = harness((_entry, call) => {
      if (call === 1) throw error;
    });
    await queue('a', 1);
    await queue('a', 2);
    await h.replayer.poke();
    const [first, second] = await listEntries('u1');
    // random 0.5 with a 1 s base: three quarters of the first step.
    expect(first).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: h.now() + 750 });
    expect(first?.lastError?.message).toBeTruthy();
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    h.advance(750);
    await h.replayer.poke();
    expect(h.send).toHaveBeenCalledTimes(3);
    expect(await listEntries('u1')).toEqual([]);
  });

  it('backs off exponentially with each failed try', async () => {
    const h = harness(() => {
      throw failure(502);
    });
    await queue('a', 1);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      await h.replayer.poke();
      const [entry] = await listEntries('u1');
      waits.push((entry?.nextAttemptAt ?? 0) - h.now());
      h.advance(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([750, 1500, 3000, 6000]);
  });

  it.each<[string, RequestError, string | undefined]>([
    ['400 validation failed', failure(400, '1001'), '1001'],
    ['409 deadline passed', failure(409, '1005'), '1005'],
    ['422 idempotency key reused', failure(422, '1002'), '1002'],
    ['404 without an envelope', failure(404), undefined],
    [
      'a business error sent with HTTP 200',
      new RequestError({ kind: 'business', status: 200, ret: '4711', message: 'no' }),
      '4711',
    ],
  ])('%s: rejected and kept with the reason; its entity waits', async (_name, error, ret) => {
    const h = harness((entry) => {
      if (bodyOf(entry).entity === 'a') throw error;
    });
    await queue('a', 1);
    await queue('b', 1);
    await queue('a', 2);
    await h.replayer.poke();
    await h.replayer.poke();
    expect(h.sentBodies()).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'b', n: 1 },
    ]);
    const kept = await listEntries('u1');
    expect(kept.map((e) => [bodyOf(e).n, e.status])).toEqual([
      [1, 'rejected'],
      [2, 'pending'],
    ]);
    expect(kept[0]?.lastError).toEqual({
      message: error.message,
      status: error.status,
      ...(ret ? { ret } : {}),
    });
  });
});

describe('rows re-read in batches', () => {
  it('does not send an entry discarded during an earlier send once its batch read is too old', async () => {
    let third: OutboxEntry & { seq: number };
    const h = harness(async (entry) => {
      if (bodyOf(entry).entity !== 'a') return;
      h.advance(PASS_MAX_AGE_MS + 1);
      await discardEntry('u1', third.seq);
    });
    await queue('a', 1);
    await queue('b', 1);
    third = await queue('c', 1);
    await h.replayer.poke();
    expect(h.sentBodies()).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'b', n: 1 },
    ]);
    expect(await listEntries('u1')).toEqual([]);
  });

  it('leaves nothing that went through behind when a later entry fails', async () => {
    const h = harness((entry) => {
      if (bodyOf(entry).entity === 'z') throw failure(503);
    });
    for (let n = 1; n <= 60; n += 1) await queue(n === 30 ? 'z' : `e${n % 4}`, n);
    await h.replayer.poke();
    expect(h.send).toHaveBeenCalledTimes(60);
    expect((await listEntries('u1')).map((e) => [bodyOf(e).n, e.status, e.attempts])).toEqual([
      [30, 'pending', 1],
    ]);
  });
});

describe('invalid session (1000)', () => {
  it('pauses the user’s whole queue until the same user signs in again', async () => {
    let sessionValid = false;
    const h = harness((entry) => {
      if (entry.userId === 'u1' && !sessionValid) throw failure(401, '1000');
    });
    const first = await queue('a', 1);
    await queue('b', 1);
    await queue('c', 1, 'u2');
    await h.replayer.poke();
    expect(h.sentBodies()).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'c', n: 1 },
    ]);
    expect((await listEntries('u1')).map((e) => e.status)).toEqual(['paused', 'paused']);
    expect((await listEntries('u1'))[0]?.lastError).toMatchObject({ ret: '1000' });
    expect((await queue('d', 1)).status).toBe('paused');
    await h.replayer.poke();
    expect(h.send).toHaveBeenCalledTimes(2);

    sessionValid = true;
    await h.replayer.resume('u1');
    expect(h.sentBodies().slice(2)).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'b', n: 1 },
      { entity: 'd', n: 1 },
    ]);
    expect(h.send.mock.calls[2]?.[0].idempotencyKey).toBe(first.idempotencyKey);
    expect(await listEntries('u1')).toEqual([]);
  });

  it('pauses on a bare 401 as well', async () => {
    const h = harness(() => {
      throw failure(401);
    });
    await queue('a', 1);
    await h.replayer.poke();
    expect((await listEntries('u1'))[0]?.status).toBe('paused');
  });
});

describe('per-user queues', () => {
  it('sends only the signed-in user’s entries, and none while signed out', async () => {
    let user: string | undefined;
    const h = harness(undefined, { activeUserId: () => user });
    await queue('a', 1, 'u1');
    await queue('a', 1, 'u2');
    await h.replayer.poke();
    expect(h.send).not.toHaveBeenCalled();
    user = 'u2';
    await h.replayer.poke();
    expect(h.send.mock.calls.map(([e]) => e.userId)).toEqual(['u2']);
    expect(await listEntries('u1')).toHaveLength(1);
    expect(await listEntries('u2')).toEqual([]);
  });
});
