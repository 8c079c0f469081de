import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { listEntries } from '@/client/data/outbox';
import { createReplayer } from '@/client/data/replayer';
import { freshDb, until } from './data-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const base = { userId: 'u1', method: 'POST' as const, path: '/org/update', entityKey: 'org:1' };

beforeEach(() => freshDb());
afterEach(() => closeDb());

describe('mutate', () => {
  it('writes the local change and the outbox entry together', async () => {
    const entry = await mutate({
      ...base,
      body: { name: 'New name' },
      deadline: 5000,
      now: 1000,
      local: async (tx) => {
        await tx.documents.put({
          userId: 'u1',
          id: 'org:1',
          name: 'New name',
          type: 'org',
          size: 0,
          fetchedAt: 1,
        });
      },
    });
    const db = await getDb();
    expect(await db.documents.get(['u1', 'org:1'])).toMatchObject({ name: 'New name' });
    expect(await db.outbox.get(entry.seq)).toEqual({
      ...base,
      seq: entry.seq,
      idempotencyKey: expect.stringMatching(UUID),
      body: { name: 'New name' },
      createdAt: 1000,
      attempts: 0,
      status: 'pending',
      deadline: 5000,
      nextAttemptAt: 0,
    });
  });

  it('writes neither when the local change fails', async () => {
    const failure = mutate({
      ...base,
      local: async (tx) => {
        await tx.kv.put({ key: 'half-done', value: 1, updatedAt: 0 });
        throw new Error('local write failed');
      },
    });
    await expect(failure).rejects.toThrow('local write failed');
    const db = await getDb();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.kv.get('half-done')).toBeUndefined();
  });

  it('assigns increasing sequence numbers and a fresh idempotency key to every entry', async () => {
    const entries = [];
    for (let i = 0; i < 5; i += 1) entries.push(await mutate({ ...base, body: { i } }));
    const seqs = entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(5);
    expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(5);
  });

  it('refuses a write without a user', async () => {
    await expect(mutate({ ...base, userId: '' })).rejects.toThrow(/user/);
  });

  it('queues new writes as paused while the user’s queue is paused', async () => {
    const db = await getDb();
    const first = await mutate(base);
    await db.outbox.update(first.seq, { status: 'paused' });
    expect((await mutate(base)).status).toBe('paused');
    expect((await mutate({ ...base, userId: 'u2' })).status).toBe('pending');
  });

  it('wakes the running replayer', async () => {
    const send = vi.fn(async () => undefined);
    const replayer = createReplayer({
      send,
      locks: null,
      target: new EventTarget(),
      serviceWorker: new EventTarget(),
    });
    replayer.start();
    await replayer.poke();
    await mutate({ ...base, body: { n: 1 } });
    await until(() => send.mock.calls.length === 1);
    await until(async () => (await listEntries('u1')).length === 0);
    replayer.stop();
  });
});
