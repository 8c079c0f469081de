import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDb, configureDb, withDb } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { createOutboxSend } from '@/client/data/outbox';
import { createReplayer } from '@/client/data/replayer';
import { createRequest } from '@/client/lib/http/request';
import { openDatabase } from '@/server/db/database';
import { createItemsTable, ITEMS_PATH, startItemsServer } from '../server/support/items-server';
import type { BenchResult } from './bench-result';

export const OUTBOX_REPLAY_GOAL = 1.3;

const USER = 'u-bench';
const ENTITIES = 20;

const body = (run: string, i: number) => ({
  clientId: `${run}-${i}`,
  entity: `${run}-e${i % ENTITIES}`,
  n: Math.floor(i / ENTITIES) + 1,
});

/**
 * Replaying N queued writes through the outbox against the same N calls made directly (sequential,
 * each with an Idempotency-Key), on the same server and route. Requires IndexedDB (fake-indexeddb).
 */
export async function benchOutboxReplay(count = 1000): Promise<BenchResult> {
  // The request layer reads the session cookie from document; node has none.
  (globalThis as { document?: unknown }).document ??= { cookie: '' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-'));
  const database = openDatabase({ dataDir: dir });
  const server = await startItemsServer(database);
  await createItemsTable(database);
  await configureDb({ name: `bench-${Date.now()}`, reload: () => undefined });
  const client = createRequest({
    baseUrl: `http://127.0.0.1:${server.port}/bidprocurement`,
    fetch: globalThis.fetch,
    getLanguage: () => 'en',
    notify: { error: () => undefined },
    t: (key) => key,
    onSessionInvalid: () => undefined,
  });
  const replayer = createReplayer({
    send: createOutboxSend(client),
    activeUserId: () => USER,
    locks: null,
    target: new EventTarget(),
    serviceWorker: new EventTarget(),
    onError: (error) => {
      throw error;
    },
  });

  const direct = async (run: string, n: number) => {
    const started = performance.now();
    for (let i = 0; i < n; i += 1) {
      await client.request({
        method: 'POST',
        url: ITEMS_PATH,
        data: body(run, i),
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      });
    }
    return performance.now() - started;
  };
  const outbox = async (run: string, n: number) => {
    const queuedAt = performance.now();
    for (let i = 0; i < n; i += 1) {
      await mutate({
        userId: USER,
        method: 'POST',
        path: ITEMS_PATH,
        entityKey: body(run, i).entity,
        body: body(run, i),
      });
    }
    const started = performance.now();
    // Not started, so nothing is sent while queueing: poke() replays the whole queue in one go.
    await replayer.poke();
    const left = await withDb((db) => db.outbox.count());
    if (left !== 0) throw new Error(`${left} outbox entries were not replayed`);
    return { queue: started - queuedAt, replay: performance.now() - started };
  };

  try {
    // Warm-up (JIT of the server, the HTTP client and Dexie; SQLite pages; keep-alive): without it the
    // method measured first pays for it and the ratio says more about order than about the outbox.
    await direct('warm-direct', 500);
    await outbox('warm-outbox', 500);
    // Interleaved in rounds, so a slow spell of the machine weighs on both methods alike.
    const rounds = 10;
    let directMs = 0;
    const outboxMs = { queue: 0, replay: 0 };
    for (let round = 0; round < rounds; round += 1) {
      const size = Math.floor(count / rounds) + (round < count % rounds ? 1 : 0);
      directMs += await direct(`direct-${round}`, size);
      const measured = await outbox(`outbox-${round}`, size);
      outboxMs.queue += measured.queue;
      outboxMs.replay += measured.replay;
    }
    const ratio = outboxMs.replay / directMs;
    return {
      name: 'outbox-replay',
      lines: [
        `outbox replay ${count}: ${Math.round(outboxMs.replay)} ms; direct ${count}: ${Math.round(directMs)} ms; ` +
          `ratio ${ratio.toFixed(2)} (goal <= ${OUTBOX_REPLAY_GOAL})`,
        `outbox queue ${count} (local writes, before replay): ${Math.round(outboxMs.queue)} ms`,
      ],
      goalMet: ratio <= OUTBOX_REPLAY_GOAL,
    };
  } finally {
    replayer.stop();
    await closeDb();
    await server.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
