// The server project runs in node: IndexedDB for the real client outbox comes from fake-indexeddb.
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, configureDb, withDb } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { createOutboxSend, listEntries } from '@/client/data/outbox';
import { createReplayer } from '@/client/data/replayer';
import { createRequest } from '@/client/lib/http/request';
import { type Database, openDatabase } from '@/server/db/database';
import { randomId } from '@/shared/format/random-id';
import { type FlakyProxy, seeded, startFlakyProxy } from './support/flaky-proxy';
import {
  createItemsTable,
  ITEMS_PATH,
  type ItemsServer,
  readItems,
  startItemsServer,
} from './support/items-server';
import { createTestDatabase, TARGETS, type TargetName } from './support/test-app';

const TOTAL = 1000;
const ENTITIES = 20;
const USER = 'u-fault';

// The request layer reads the session cookie from document; node has none.
(globalThis as { document?: unknown }).document ??= { cookie: '' };

/** Opens the same database again after a restart: the SQLite file, or the PostgreSQL database by URL. */
async function databaseHome(target: TargetName) {
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-fault-'));
    return {
      open: (): Database => openDatabase({ dataDir: dir }),
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const created = await createTestDatabase(target);
  return {
    open: (): Database => openDatabase({ databaseUrl: created.url, dataDir: os.tmpdir() }),
    dispose: () => created.dispose(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TARGETS)('outbox against the real server on %s through a lossy network', (target) => {
  let home: Awaited<ReturnType<typeof databaseHome>>;
  let database: Database;
  let server: ItemsServer;
  let proxy: FlakyProxy;
  let restarts = 0;

  beforeAll(async () => {
    home = await databaseHome(target);
    database = home.open();
    server = await startItemsServer(database);
    await createItemsTable(database);
    proxy = await startFlakyProxy({
      targetPort: server.port,
      random: seeded(20261120),
      dropBefore: 0.05,
      dropAfter: 0.2,
    });
    await configureDb({ name: `outbox-fault-${target}-${randomId(8)}`, reload: () => undefined });
  });
  afterAll(async () => {
    await closeDb();
    await proxy?.close();
    await server?.close();
    await database?.close();
    await home?.dispose();
  });

  /** A real restart: the app and its database connection go away; a new app opens the same data. */
  async function restart(): Promise<void> {
    const port = server.port;
    await server.close();
    await database.close();
    // Down for a moment, as a real restart is: requests meanwhile get the proxy's 502.
    await sleep(200);
    database = home.open();
    // The same port when it is free again, like a service manager restarting the process.
    server = await startItemsServer(database, port).catch(() => startItemsServer(database));
    proxy.setTarget(server.port);
    restarts += 1;
  }

  it('applies 1,000 queued writes exactly once, in order per entity, despite lost traffic and a restart', async () => {
    const client = createRequest({
      baseUrl: `${proxy.url}/bidprocurement`,
      fetch: globalThis.fetch,
      getLanguage: () => 'en',
      notify: { error: () => undefined },
      t: (key) => key,
      onSessionInvalid: () => undefined,
    });
    const errors: unknown[] = [];
    const replayer = createReplayer({
      send: createOutboxSend(client),
      activeUserId: () => USER,
      locks: null,
      target: new EventTarget(),
      serviceWorker: new EventTarget(),
      random: seeded(7),
      backoff: { baseMs: 5, maxMs: 40, deadlineMarginMs: 0 },
      onError: (error) => errors.push(error),
    });
    const queueOne = (i: number) =>
      mutate({
        userId: USER,
        method: 'POST',
        path: ITEMS_PATH,
        entityKey: `e${i % ENTITIES}`,
        body: { clientId: `c-${i}`, entity: `e${i % ENTITIES}`, n: Math.floor(i / ENTITIES) + 1 },
      });

    // Half is queued offline; the rest is queued while the replayer is already sending.
    for (let i = 0; i < TOTAL / 2; i += 1) await queueOne(i);
    replayer.start();
    const restarted = (async () => {
      while (proxy.stats.forwarded < TOTAL / 2) await sleep(5);
      await restart();
    })();
    for (let i = TOTAL / 2; i < TOTAL; i += 1) await queueOne(i);

    const giveUpAt = Date.now() + 60_000;
    let left = TOTAL;
    for (let round = 0; round < 5_000 && Date.now() < giveUpAt; round += 1) {
      left = await withDb((db) => db.outbox.count());
      if (left === 0) break;
      const rejected = (await listEntries(USER)).filter(
        (e) => e.status !== 'pending' && e.status !== 'inflight',
      );
      expect(rejected.map((e) => e.lastError)).toEqual([]);
      await replayer.poke();
      await sleep(10);
    }
    replayer.stop();
    await restarted;
    expect(left).toBe(0);
    expect(errors).toEqual([]);

    // Faults did happen: lost requests, lost answers (applied but unknown to the client), a restart.
    expect(proxy.stats.droppedBefore).toBeGreaterThan(0);
    expect(proxy.stats.droppedAfter).toBeGreaterThan(0);
    expect(restarts).toBe(1);
    expect(proxy.stats.upstreamErrors).toBeGreaterThan(0);

    const items = await readItems(database);
    expect(items).toHaveLength(TOTAL);
    const ids = new Set(items.map((item) => item.clientId));
    expect(ids.size).toBe(TOTAL);
    expect([...ids].sort()).toEqual(Array.from({ length: TOTAL }, (_, i) => `c-${i}`).sort());
    for (let e = 0; e < ENTITIES; e += 1) {
      const applied = items.filter((item) => item.entity === `e${e}`).map((item) => item.n);
      expect(applied).toEqual(Array.from({ length: TOTAL / ENTITIES }, (_, i) => i + 1));
    }
    // Every lost answer was replayed under its key and absorbed, and the audit chain is intact.
    expect(proxy.stats.forwarded).toBeGreaterThan(TOTAL);
    expect(await server.services.audit.verify()).toBeNull();
  }, 90_000);
});
