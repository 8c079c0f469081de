import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeDb,
  configureDb,
  flushAll,
  getDb,
  isConnectionLost,
  kvGet,
  kvSet,
  onFlush,
  type StorageStatus,
  storageStatus,
  withDb,
} from '@/client/data/db';
import { DB_VERSION, SCHEMA_V4 } from '@/client/data/db-schema';
import { loadDraft, saveDraft } from '@/client/data/drafts';
import { freshDb } from './data-helpers';

afterEach(() => closeDb());

describe('schema upgrade', () => {
  it('opens a version 1 database with data, upgrades it to version 2 and keeps every row', async () => {
    const name = `bidline-upgrade-${Math.random()}`;
    // Exactly what version 1 shipped with, written out so a change to the module cannot hide a break.
    const v1 = new Dexie(name);
    v1.version(1).stores({
      drafts: '[userId+draftKey], userId, updatedAt',
      outbox: '++seq, &idempotencyKey, userId, entityKey, status',
      chatMessages: '[host+userId+chatId+id], [host+userId+chatId]',
      dictionaries: '[groupCode+language]',
      documents: '[userId+id], userId',
      kv: 'key',
    });
    await v1.table('drafts').put({ userId: 'u1', draftKey: 'register:main', data: { a: 1 }, updatedAt: 5 });
    await v1.table('outbox').add({
      idempotencyKey: 'k-1',
      method: 'POST',
      path: '/x',
      body: { n: 1 },
      userId: 'u1',
      entityKey: 'org:1',
      createdAt: 42,
      status: 'pending',
    });
    await v1
      .table('chatMessages')
      .put({ host: 'h', userId: 'u1', chatId: 'c', id: '1', timestamp: 7, message: 'hi' });
    await v1.table('kv').put({ key: 'k', value: 'v', updatedAt: 1 });
    v1.close();

    await configureDb({ name, reload: vi.fn() });
    const db = await getDb();
    expect(db.verno).toBe(DB_VERSION);
    expect(await db.drafts.get(['u1', 'register:main'])).toMatchObject({
      data: { a: 1 },
      updatedAt: 5,
      formId: 'register',
      version: 1,
      attachments: [],
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ idempotencyKey: 'k-1', body: { n: 1 }, attempts: 0, nextAttemptAt: 42 });
    // The version 2 indexes answer for rows written under version 1.
    expect(await db.outbox.where('[userId+status]').equals(['u1', 'pending']).count()).toBe(1);
    expect(
      await db.chatMessages.where('[host+userId+chatId+timestamp]').equals(['h', 'u1', 'c', 7]).count(),
    ).toBe(1);
    expect(await kvGet('k')).toBe('v');
  });
});

describe('another tab upgrades the database', () => {
  it('saves open drafts through the flush callbacks, closes, and reloads', async () => {
    const { name, reload } = await freshDb();
    const statuses: StorageStatus[] = [];
    const unsubscribe = storageStatus.subscribe((s) => statuses.push(s));
    const unregister = onFlush(() => saveDraft('u1', 'profile:1', { typed: 'not lost' }));

    const newerTab = new Dexie(name);
    newerTab.version(DB_VERSION + 1).stores({ ...SCHEMA_V4, extra: 'id' });
    await newerTab.open();

    expect(reload).toHaveBeenCalledTimes(1);
    expect(statuses.map((s) => s.mode)).toContain('reloading');
    expect(await newerTab.table('drafts').get(['u1', 'profile:1'])).toMatchObject({
      data: { typed: 'not lost' },
    });
    // The stale page does not touch the database again before it reloads.
    await expect(getDb()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    newerTab.close();
    unregister();
    unsubscribe();
  });

  it('does not wait for a flush callback that hangs', async () => {
    await freshDb();
    const unregister = onFlush(() => new Promise(() => undefined));
    const started = Date.now();
    await flushAll();
    expect(Date.now() - started).toBeLessThan(2000);
    unregister();
  });
});

describe('connection handling', () => {
  it('reopens after the database was closed under it', async () => {
    const { db } = await freshDb();
    await kvSet('before', 1);
    db.close();
    await expect(db.kv.get('before')).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    await kvSet('after', 2);
    expect(await withDb(async (d) => (await d.kv.toArray()).map((r) => r.key).sort())).toEqual([
      'after',
      'before',
    ]);
    expect(await getDb()).not.toBe(db);
  });

  it.each([
    [{ name: 'DatabaseClosedError', message: 'Database has been closed' }, true],
    [
      new DOMException(
        'Connection to Indexed Database server lost. Refresh the page to try again',
        'UnknownError',
      ),
      true,
    ],
    [{ name: 'AbortError', message: 'aborted', inner: { name: 'DatabaseClosedError' } }, true],
    [new TypeError('Failed to fetch'), false],
    [null, false],
  ])('isConnectionLost(%o) = %s', (error, expected) => {
    expect(isConnectionLost(error)).toBe(expected);
  });
});

describe('IndexedDB unavailable', () => {
  const broken = {
    open() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  } as unknown as IDBFactory;

  it('falls back to memory, says so, and keeps working', async () => {
    await configureDb({
      name: 'private-mode',
      reload: vi.fn(),
      backend: { indexedDB: broken, IDBKeyRange: FakeKeyRange },
      memoryBackend: async () => ({ indexedDB: new IDBFactory(), IDBKeyRange: FakeKeyRange }),
    });
    const seen: string[] = [];
    const unsubscribe = storageStatus.subscribe((s) => seen.push(s.mode));
    await saveDraft('u1', 'register:main', { name: 'kept in memory' });
    expect(storageStatus.get()).toMatchObject({
      mode: 'memory',
      reason: expect.stringContaining('insecure'),
    });
    expect(seen).toContain('memory');
    expect((await loadDraft('u1', 'register:main'))?.data).toEqual({ name: 'kept in memory' });
    unsubscribe();
  });

  it('uses an in-memory IndexedDB by default', async () => {
    await configureDb({
      name: 'private-mode-default',
      reload: vi.fn(),
      backend: { indexedDB: broken, IDBKeyRange: FakeKeyRange },
    });
    await kvSet('a', 1);
    expect(await kvGet('a')).toBe(1);
    expect(storageStatus.get().mode).toBe('memory');
  });

  it('reports indexeddb mode when the open succeeds', async () => {
    await freshDb();
    expect(storageStatus.get()).toEqual({ mode: 'indexeddb' });
  });
});
