import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import { countEntries, createOutboxSend, discardEntry, listEntries, resendEntry } from '@/client/data/outbox';
import { OUTBOX_SYNC_MESSAGE, wakeReplayer } from '@/client/data/replayer';
import { freshDb, settle, until } from './data-helpers';
import { failure, harness, networkDown, queue, stopAll } from './replayer-harness';

beforeEach(() => freshDb());
afterEach(async () => {
  vi.useRealTimers();
  stopAll();
  await closeDb();
});

const rejectFirst = () => {
  const h = harness((_entry, call) => {
    if (call === 1) throw failure(409, '1005');
  });
  return h;
};

describe('sync centre', () => {
  it('lists and counts only the user’s own entries', async () => {
    await queue('a', 1, 'u1');
    await queue('a', 2, 'u1');
    await queue('a', 1, 'u2');
    expect((await listEntries('u1')).map((e) => e.userId)).toEqual(['u1', 'u1']);
    expect(await countEntries('u1')).toEqual({ pending: 2, inflight: 0, rejected: 0, paused: 0 });
    expect(await listEntries('')).toEqual([]);
  });

  it('discards only an entry the user owns, letting the entity’s later entries go', async () => {
    const h = rejectFirst();
    const rejected = await queue('a', 1);
    await queue('a', 2);
    await h.replayer.poke();
    expect(await discardEntry('u2', rejected.seq)).toBe(false);
    expect(await listEntries('u1')).toHaveLength(2);
    h.replayer.start();
    expect(await discardEntry('u1', rejected.seq)).toBe(true);
    await until(async () => (await listEntries('u1')).length === 0);
    expect(h.sentBodies()).toEqual([
      { entity: 'a', n: 1 },
      { entity: 'a', n: 2 },
    ]);
  });

  it('resends a fixed rejected entry under a new key, with the new body', async () => {
    const h = rejectFirst();
    const rejected = await queue('a', 1);
    await h.replayer.poke();
    const resent = await resendEntry('u1', rejected.seq, { entity: 'a', n: 100 });
    expect(resent).toMatchObject({ status: 'pending', attempts: 0, lastError: undefined });
    expect(resent.idempotencyKey).not.toBe(rejected.idempotencyKey);
    await h.replayer.poke();
    expect(h.send.mock.calls[1]?.[0]).toMatchObject({
      body: { entity: 'a', n: 100 },
      idempotencyKey: resent.idempotencyKey,
    });
    expect(await listEntries('u1')).toEqual([]);
  });

  it('keeps the key of an entry that may have reached the server, and will not change its body', async () => {
    const entry = await queue('a', 1);
    await expect(resendEntry('u1', entry.seq, { n: 2 })).rejects.toThrow(/rejected/);
    expect((await resendEntry('u1', entry.seq)).idempotencyKey).toBe(entry.idempotencyKey);
    await expect(resendEntry('u2', entry.seq)).rejects.toThrow(/No outbox entry/);
  });
});

describe('triggers', () => {
  it('start() replays what is queued', async () => {
    const h = harness();
    await queue('a', 1);
    h.replayer.start();
    await until(() => h.send.mock.calls.length === 1);
  });

  it.each<[string, (h: ReturnType<typeof harness>) => void]>([
    ['coming online', (h) => h.target.dispatchEvent(new Event('online'))],
    [
      'the service worker’s sync message',
      (h) =>
        h.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_SYNC_MESSAGE } })),
    ],
  ])('%s retries at once, without waiting out the backoff', async (_name, trigger) => {
    const h = harness((_entry, call) => {
      if (call === 1) throw networkDown();
    });
    await queue('a', 1);
    h.replayer.start();
    await until(async () => (await listEntries('u1'))[0]?.attempts === 1);
    trigger(h);
    await until(async () => (await listEntries('u1')).length === 0);
    expect(h.send).toHaveBeenCalledTimes(2);
  });

  it('ignores unrelated messages, and reacts to nothing once stopped', async () => {
    const h = harness(() => {
      throw networkDown();
    });
    await queue('a', 1);
    h.replayer.start();
    await until(async () => (await listEntries('u1'))[0]?.attempts === 1);
    h.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    await settle();
    expect(h.send).toHaveBeenCalledTimes(1);
    h.replayer.stop();
    h.target.dispatchEvent(new Event('online'));
    wakeReplayer();
    await settle();
    expect(h.send).toHaveBeenCalledTimes(1);
  });

  it('a timer retries when the backoff ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const h = harness((_entry, call) => {
      if (call === 1) throw failure(500);
    });
    await queue('a', 1);
    h.replayer.start();
    await until(async () => (await listEntries('u1'))[0]?.attempts === 1);
    h.advance(749);
    vi.advanceTimersByTime(749);
    await h.replayer.poke();
    expect(h.send).toHaveBeenCalledTimes(1);
    h.advance(1);
    vi.advanceTimersByTime(1);
    await until(async () => (await listEntries('u1')).length === 0);
    expect(h.send).toHaveBeenCalledTimes(2);
  });
});

describe('createOutboxSend', () => {
  it('sends through the request layer, silently, with the entry’s idempotency key', async () => {
    const request = vi.fn(async () => ({ ok: true }));
    const entry = await queue('a', 1);
    await createOutboxSend({ request: request as never })(entry);
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      url: '/things/save',
      data: { entity: 'a', n: 1 },
      idempotencyKey: entry.idempotencyKey,
      silent: true,
    });
  });
});
