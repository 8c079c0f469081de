import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, configureDb, getDb } from '@/client/data/db';
import { DB_VERSION, SCHEMA_V3 } from '@/client/data/db-schema';
import { DraftQuotaError, discardDraft, listDrafts, loadDraft, saveDraft } from '@/client/data/drafts';
import { isQuotaError } from '@/client/data/storage-quota';
import { blob, freshDb } from './data-helpers';

beforeEach(() => freshDb());
afterEach(() => closeDb());

describe('drafts', () => {
  it('saves, loads and replaces a draft, counting versions', async () => {
    await saveDraft('u1', 'register:main', { name: 'A' }, undefined, { now: 100 });
    const second = await saveDraft('u1', 'register:main', { name: 'AB' }, undefined, { now: 200 });
    expect(second).toMatchObject({ formId: 'register', version: 2, updatedAt: 200 });
    expect(await loadDraft('u1', 'register:main')).toMatchObject({ data: { name: 'AB' }, version: 2 });
  });

  it('keeps attachments with their names and types; a data-only save keeps them', async () => {
    await saveDraft('u1', 'offer:9', { price: 1 }, [
      { name: 'licence.pdf', type: 'application/pdf', blob: blob('%PDF') },
    ]);
    await saveDraft('u1', 'offer:9', { price: 2 });
    const row = await loadDraft('u1', 'offer:9');
    expect(row?.attachments).toHaveLength(1);
    expect(row?.attachments[0]).toMatchObject({ name: 'licence.pdf', type: 'application/pdf' });
    expect(await row?.attachments[0]?.blob.text()).toBe('%PDF');
    await saveDraft('u1', 'offer:9', { price: 3 }, []);
    expect((await loadDraft('u1', 'offer:9'))?.attachments).toEqual([]);
  });

  it('keeps one user’s drafts from another on a shared device', async () => {
    await saveDraft('u1', 'register:main', { who: 'u1' }, undefined, { now: 1 });
    await saveDraft('u1', 'profile:1', { who: 'u1' }, undefined, { now: 2 });
    await saveDraft('u2', 'register:main', { who: 'u2' });
    expect((await loadDraft('u2', 'register:main'))?.data).toEqual({ who: 'u2' });
    expect((await listDrafts('u1')).map((d) => d.draftKey)).toEqual(['profile:1', 'register:main']);
    expect((await listDrafts('u2')).map((d) => d.userId)).toEqual(['u2']);
    await discardDraft('u2', 'register:main');
    expect(await loadDraft('u2', 'register:main')).toBeUndefined();
    expect(await loadDraft('u1', 'register:main')).toBeDefined();
    expect(await listDrafts('')).toEqual([]);
  });

  it('refuses to save a draft without a user', async () => {
    await expect(saveDraft('', 'register:main', {})).rejects.toThrow(/user/);
  });

  it('reports a full device as DraftQuotaError and keeps the draft saved before', async () => {
    await saveDraft('u1', 'register:main', { name: 'safe' });
    const db = await getDb();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(quota);
    const failure = await saveDraft('u1', 'register:main', { name: 'too big' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DraftQuotaError);
    expect(failure).toMatchObject({ messageKey: 'errors:storage.quotaExceeded' });
    expect(isQuotaError((failure as Error).cause)).toBe(true);
    put.mockRestore();
    expect(await loadDraft('u1', 'register:main')).toMatchObject({ data: { name: 'safe' }, version: 1 });
  });

  it('passes other failures through unchanged', async () => {
    const db = await getDb();
    const put = vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(new Error('boom'));
    await expect(saveDraft('u1', 'k', {})).rejects.toThrow('boom');
    put.mockRestore();
  });
});

describe('a tab with older code', () => {
  it('still reads its drafts after a newer tab upgraded the database', async () => {
    const { name } = await freshDb();
    await saveDraft('u1', 'register:main', { name: 'A' });
    await closeDb();
    const newer = new Dexie(name);
    newer.version(DB_VERSION + 1).stores({ ...SCHEMA_V3, extra: 'id' });
    await newer.open();
    newer.close();
    const reload = vi.fn();
    await configureDb({ name, reload });
    // Dexie opens a newer schema that still has every table this code knows, so the tab keeps working.
    expect((await loadDraft('u1', 'register:main'))?.data).toEqual({ name: 'A' });
    expect(reload).not.toHaveBeenCalled();
  });
});
