import { type DBCore, Dexie, type Middleware } from 'dexie';
import { type BidlineDb, DB_NAME, defineSchema } from '@/client/data/db-schema';

import { setStorageStatus as setStatus } from '@/client/data/storage-status';

export { type StorageStatus, storageStatus } from '@/client/data/storage-status';

interface Backend {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

export interface DbConfig {
  name: string;
  /** Called once open drafts are saved after another tab started an upgrade. */
  reload: () => void;
  /** Storage to use instead of the global one (tests, or a broken factory to test the fallback). */
  backend?: Backend;
  /** Where data lives when IndexedDB cannot be opened: a fresh in-memory IndexedDB. */
  memoryBackend: () => Promise<Backend>;
  flushTimeoutMs: number;
}

const defaults: DbConfig = {
  name: DB_NAME,
  reload: () => window.location.reload(),
  memoryBackend: async () => {
    const memory = await import('fake-indexeddb');
    return { indexedDB: new memory.IDBFactory(), IDBKeyRange: memory.IDBKeyRange };
  },
  flushTimeoutMs: 2000,
};

let config: DbConfig = defaults;
let opening: Promise<BidlineDb> | undefined;
let reloading = false;
let upgradeSeen = false;
const flushers = new Set<() => unknown>();

/** Registers something to save before the page goes away (another tab's upgrade, an app update). */
export function onFlush(callback: () => unknown): () => void {
  flushers.add(callback);
  return () => flushers.delete(callback);
}

/** Runs every flush callback, waiting at most flushTimeoutMs: a hung save must not block the reload. */
export async function flushAll(): Promise<void> {
  const all = Promise.allSettled([...flushers].map(async (flush) => flush()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, config.flushTimeoutMs);
  });
  await Promise.race([all, timeout]);
  clearTimeout(timer);
}

// DOMExceptions are not always `instanceof Error` (other realms, older engines): read the fields.
function field(error: unknown, key: 'name' | 'message'): string {
  const value =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Closed by us or by the browser ('Connection to Indexed Database server lost'). */
export function isConnectionLost(error: unknown): boolean {
  if (field(error, 'name') === 'DatabaseClosedError') return true;
  if (/connection.*lost|database.*clos/i.test(field(error, 'message'))) return true;
  const inner = (error as { inner?: unknown } | null)?.inner;
  return inner !== undefined && inner !== error && isConnectionLost(inner);
}

/**
 * Writes to drafts are flushed to disk before they count as done ('strict'). Chromium's default lets a
 * committed write sit in the OS cache: a killed browser keeps it (measured: 0 of 16 kills lost one either
 * way), a power cut or a phone's dead battery may not. Strict costs ~4 ms a write (median, 12-35 ms p90),
 * so it is kept to the transactions that hold what a user typed.
 */
const strictDrafts: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'strictDrafts',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      down.transaction(
        stores,
        mode,
        mode === 'readwrite' && stores.includes('drafts') ? { ...options, durability: 'strict' } : options,
      ),
  }),
};

function build(backend: Backend | undefined): BidlineDb {
  const db = defineSchema(new Dexie(config.name, backend));
  db.use(strictDrafts);
  db.on('versionchange', () => {
    void handleVersionChange(db);
    // false keeps the connection open until open drafts are saved.
    return false;
  });
  return db;
}

async function handleVersionChange(db: BidlineDb): Promise<void> {
  if (upgradeSeen) return;
  upgradeSeen = true;
  setStatus({ mode: 'reloading' });
  // The connection stays usable while the flush callbacks save; only then is it given up.
  await flushAll();
  reloading = true;
  db.close();
  opening = undefined;
  config.reload();
}

async function open(): Promise<BidlineDb> {
  try {
    const db = build(config.backend);
    await db.open();
    setStatus({ mode: 'indexeddb' });
    return db;
  } catch (error) {
    // A newer version is already installed by another tab: this page's code is stale.
    if (field(error, 'name') === 'VersionError') {
      reloading = true;
      setStatus({ mode: 'reloading' });
      config.reload();
      throw error;
    }
    const db = build(await config.memoryBackend());
    await db.open();
    setStatus({ mode: 'memory', reason: field(error, 'message') || String(error) });
    return db;
  }
}

export function getDb(): Promise<BidlineDb> {
  if (reloading) return Promise.reject(new Dexie.DatabaseClosedError('The page is reloading'));
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Runs fn against the database, reopening once if the connection was closed or lost. */
export async function withDb<T>(fn: (db: BidlineDb) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    return await fn(db);
  } catch (error) {
    if (reloading || !isConnectionLost(error)) throw error;
    if (opening && (await opening.catch(() => undefined)) === db) {
      opening = undefined;
      db.close();
    }
    return fn(await getDb());
  }
}

/** Replaces the configuration (tests, app start) and forgets the open connection. */
export async function configureDb(next: Partial<DbConfig> = {}): Promise<void> {
  await closeDb();
  config = { ...defaults, ...next };
}

export async function closeDb(): Promise<void> {
  const current = opening;
  opening = undefined;
  reloading = false;
  upgradeSeen = false;
  (await current?.catch(() => undefined))?.close();
  setStatus({ mode: 'opening' });
}

export async function kvGet<T>(key: string): Promise<T | undefined> {
  return withDb(async (db) => (await db.kv.get(key))?.value as T | undefined);
}

export async function kvSet(key: string, value: unknown): Promise<void> {
  await withDb((db) => db.kv.put({ key, value, updatedAt: Date.now() }));
}
