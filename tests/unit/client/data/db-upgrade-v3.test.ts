import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatUploadStore } from '@/client/data/chat-uploads';
import { closeDb, configureDb, getDb, kvGet } from '@/client/data/db';
import { DB_VERSION } from '@/client/data/db-schema';
import { blob } from './data-helpers';

afterEach(() => closeDb());

describe('schema upgrade to version 3 (chat files waiting for upload)', () => {
  it('opens a version 2 database with data, upgrades it and keeps every row', async () => {
    const name = `bidline-upgrade-v3-${Math.random()}`;
    // Exactly what version 2 shipped with, written out so a change to the module cannot hide a break.
    const v2 = new Dexie(name);
    v2.version(2).stores({
      drafts: '[userId+draftKey], userId, updatedAt, [userId+formId]',
      outbox: '++seq, &idempotencyKey, userId, entityKey, status, [userId+status], nextAttemptAt',
      chatMessages: '[host+userId+chatId+id], [host+userId+chatId], [host+userId+chatId+timestamp]',
      dictionaries: '[groupCode+language]',
      documents: '[userId+id], userId',
      kv: 'key',
    });
    await v2.table('drafts').put({
      userId: 'u1',
      draftKey: 'register:main',
      formId: 'register',
      data: { a: 1 },
      attachments: [{ name: 'x.pdf', type: 'application/pdf', blob: blob('pdf') }],
      updatedAt: 5,
      version: 2,
    });
    await v2.table('outbox').add({
      idempotencyKey: 'k-1',
      method: 'POST',
      path: '/x',
      body: { n: 1 },
      userId: 'u1',
      entityKey: 'org:1',
      createdAt: 42,
      attempts: 1,
      status: 'pending',
      nextAttemptAt: 50,
    });
    await v2
      .table('chatMessages')
      .put({ host: 'h', userId: 'u1', chatId: 'c', id: '1', timestamp: 7, message: 'hi' });
    await v2.table('documents').put({ userId: 'u1', id: 'd', name: 'n', type: 't', size: 1, fetchedAt: 1 });
    await v2.table('kv').put({ key: 'chat-pending:h:u1', value: [{ clientId: 'c1' }], updatedAt: 1 });
    v2.close();

    await configureDb({ name, reload: vi.fn() });
    const db = await getDb();
    expect(db.verno).toBe(DB_VERSION);
    const draft = await db.drafts.get(['u1', 'register:main']);
    expect(draft).toMatchObject({ data: { a: 1 }, formId: 'register', version: 2 });
    expect(await draft?.attachments[0]?.blob.text()).toBe('pdf');
    expect(await db.outbox.where('[userId+status]').equals(['u1', 'pending']).toArray()).toEqual([
      expect.objectContaining({ idempotencyKey: 'k-1', attempts: 1, nextAttemptAt: 50 }),
    ]);
    expect(
      await db.chatMessages.where('[host+userId+chatId+timestamp]').equals(['h', 'u1', 'c', 7]).count(),
    ).toBe(1);
    expect(await db.documents.get(['u1', 'd'])).toMatchObject({ name: 'n' });
    expect(await kvGet('chat-pending:h:u1')).toEqual([{ clientId: 'c1' }]);

    // The new table is there and keeps files per host and user.
    const store = chatUploadStore('h', 'u1');
    await store.put({ clientId: 'c1', chatId: 'c', fileName: 'v.webm', blob: blob('voice'), createdAt: 3 });
    expect(await (await store.get('c1'))?.blob.text()).toBe('voice');
    expect(await chatUploadStore('h', 'u2').list()).toEqual([]);
    expect(await chatUploadStore('other', 'u1').list()).toEqual([]);
  });
});
