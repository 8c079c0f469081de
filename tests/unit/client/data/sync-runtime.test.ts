import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import type { OutboxEntry } from '@/client/data/db-schema';
import { listEntries } from '@/client/data/outbox';
import { OUTBOX_SYNC_MESSAGE } from '@/client/data/replayer';
import {
  refreshSyncState,
  resumeUser,
  type SyncOptions,
  startSync,
  stopSync,
  syncState,
} from '@/client/data/sync-runtime';
import { serverNow } from '@/client/data/server-now';
import type { RequestOptions } from '@/client/lib/http/request';
import { OUTBOX_SYNC_TAG } from '@/shared/contracts/sync';
import { until } from './data-helpers';
import { failure, networkDown, queue } from './replayer-harness';

afterEach(async () => {
  stopSync();
  await closeDb();
});

let counter = 0;

/** A fake API: `answer` decides each outbox call (throw to fail); getTime answers `serverOffset` ahead. */
function setup(answer: (options: RequestOptions, call: number) => unknown = () => ({ ok: true })) {
  counter += 1;
  let calls = 0;
  const serviceWorker = new EventTarget();
  const reload = vi.fn();
  const request = vi.fn(async (options: RequestOptions) => {
    calls += 1;
    return answer(options, calls);
  });
  const get = vi.fn(async () => ({ time: Date.now() + 60_000 }));
  const registerSync = vi.fn(async (_tag: string) => undefined);
  let userId: string | undefined = 'u1';
  const options: SyncOptions = {
    api: { request: request as never, get: get as never },
    getUserId: () => userId,
    db: { name: `sync-runtime-${counter}-${Math.random().toString(36).slice(2)}`, reload },
    replayer: {
      locks: null,
      target: new EventTarget(),
      serviceWorker,
      // Long enough that only a wake-up (not the timer) can bring a retry within the test.
      backoff: { baseMs: 60_000, maxMs: 60_000, deadlineMarginMs: 0 },
      onError: () => undefined,
    },
    clock: { target: new EventTarget(), fetchDateHeader: async () => null },
    registerSync,
    refreshMs: 1,
  };
  return {
    options,
    request,
    get,
    registerSync,
    serviceWorker,
    reload,
    setUser: (next: string | undefined) => {
      userId = next;
    },
    sentKeys: () => request.mock.calls.map(([o]) => o.idempotencyKey),
  };
}

const stateIs = (expected: Partial<typeof syncState>) => () =>
  Object.entries(expected).every(([key, value]) => syncState[key as keyof typeof syncState] === value);

describe('startSync', () => {
  it('replays queued writes through the API with their idempotency key, silently', async () => {
    const s = setup();
    await startSync(s.options);
    const entry = await queue('a', 1);
    await until(async () => (await listEntries('u1')).length === 0);
    expect(s.request).toHaveBeenCalledWith({
      method: 'POST',
      url: '/things/save',
      data: { entity: 'a', n: 1 },
      idempotencyKey: entry.idempotencyKey,
      silent: true,
    });
    await until(stateIs({ pending: 0, rejected: 0, paused: 0 }));
  });

  it('uses its own database configuration (name, reload on another tab’s upgrade)', async () => {
    const s = setup();
    await startSync(s.options);
    await queue('a', 1);
    const { getDb } = await import('@/client/data/db');
    expect((await getDb()).name).toBe(s.options.db?.name);
  });

  it('counts waiting writes and asks for a Background Sync once per backlog', async () => {
    const s = setup(() => {
      throw networkDown();
    });
    await startSync(s.options);
    await queue('a', 1);
    await queue('b', 1);
    await until(stateIs({ pending: 2 }));
    await until(() => s.request.mock.calls.length === 2);
    await until(() => s.registerSync.mock.calls.length > 0);
    // A further recount of the same backlog asks no more.
    await refreshSyncState();
    expect(s.registerSync).toHaveBeenCalledTimes(1);
    expect(s.registerSync).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
  });

  it('is woken by the service worker’s sync message without waiting out the backoff', async () => {
    const s = setup((_options, call) => {
      if (call === 1) throw networkDown();
      return { ok: true };
    });
    await startSync(s.options);
    await queue('a', 1);
    await until(async () => (await listEntries('u1'))[0]?.attempts === 1);
    s.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_SYNC_MESSAGE } }));
    await until(async () => (await listEntries('u1')).length === 0);
    expect(new Set(s.sentKeys()).size).toBe(1);
    expect(s.request).toHaveBeenCalledTimes(2);
  });

  it('reports a rejected write', async () => {
    const s = setup(() => {
      throw failure(409, '1005');
    });
    await startSync(s.options);
    await queue('a', 1);
    await until(stateIs({ rejected: 1, pending: 0 }));
  });

  it('pauses on an invalid session and resumes the same user’s queue after sign-in', async () => {
    let sessionValid = false;
    const s = setup(() => {
      if (!sessionValid) throw failure(401, '1000');
      return { ok: true };
    });
    await startSync(s.options);
    await queue('a', 1);
    await queue('a', 2);
    await until(stateIs({ paused: 2, pending: 0 }));
    sessionValid = true;
    await resumeUser('u1');
    await until(async () => (await listEntries('u1')).length === 0);
    await until(stateIs({ paused: 0, pending: 0 }));
  });

  it('sends nothing while signed out', async () => {
    const s = setup();
    s.setUser(undefined);
    await startSync(s.options);
    await queue('a', 1, 'u1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.request).not.toHaveBeenCalled();
    expect(syncState.pending).toBe(0);
  });
});

describe('server time', () => {
  it('reads the server clock from getTime, and keeps the offset after stopping', async () => {
    const s = setup();
    await startSync(s.options);
    await until(() => s.get.mock.calls.length === 1);
    await until(() => Math.abs(serverNow() - Date.now() - 60_000) < 1_000);
    stopSync();
    expect(Math.abs(serverNow() - Date.now() - 60_000)).toBeLessThan(1_000);
  });
});

describe('stopSync', () => {
  it('stops replaying and listening', async () => {
    const s = setup(() => {
      throw networkDown();
    });
    await startSync(s.options);
    await queue('a', 1);
    await until(() => s.request.mock.calls.length === 1);
    stopSync();
    s.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: OUTBOX_SYNC_MESSAGE } }));
    await queue('b', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.request).toHaveBeenCalledTimes(1);
    const entries: OutboxEntry[] = await listEntries('u1');
    expect(entries).toHaveLength(2);
  });
});
