import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, configureDb, getDb } from '@/client/data/db';
import { fieldsOf, mergeFields } from '@/client/data/draft-fields';
import { keptDraftRow, loadDraft, saveDraft, saveDraftFields } from '@/client/data/drafts';
import { freshDb } from './data-helpers';

beforeEach(() => freshDb());
afterEach(() => {
  vi.restoreAllMocks();
  return closeDb();
});

const KEY = 'supplierProfile:org-1';

describe('field-level drafts', () => {
  it('merge field by field, the latest edit of each field winning', () => {
    const stored = { a: { value: 'A2', at: 20 }, b: { value: 'B1', at: 10 } };
    expect(mergeFields(stored, { a: { value: 'A1', at: 15 }, b: { value: 'B2', at: 30 } })).toEqual({
      a: { value: 'A2', at: 20 },
      b: { value: 'B2', at: 30 },
    });
  });

  it('read a row saved whole (older app, outbox save) as every field edited when it was saved', () => {
    expect(fieldsOf({ data: { a: 1, b: 'x' }, updatedAt: 7 })).toEqual({
      a: { value: 1, at: 7 },
      b: { value: 'x', at: 7 },
    });
  });

  it('two tabs saving different fields both keep theirs, over a draft saved whole before', async () => {
    await saveDraft('u1', KEY, { a: 'old a', b: 'old b', c: 'kept' }, undefined, { now: 100 });
    await saveDraftFields('u1', KEY, { edits: { a: { value: 'tab A', at: 200 } }, now: 201 });
    // Tab B edited b before A saved, and writes after: A's field stays.
    const row = await saveDraftFields('u1', KEY, { edits: { b: { value: 'tab B', at: 150 } }, now: 202 });
    expect(row?.data).toEqual({ a: 'tab A', b: 'tab B', c: 'kept' });
    expect((await loadDraft('u1', KEY))?.version).toBe(3);
  });

  it('removes a draft that holds nothing but the untouched form', async () => {
    const initial = { a: '', b: 'from the platform' };
    await saveDraftFields('u1', KEY, { edits: { a: { value: 'x', at: 1 } }, initial });
    expect(await loadDraft('u1', KEY)).toBeDefined();
    expect(await saveDraftFields('u1', KEY, { edits: { a: { value: '', at: 2 } }, initial })).toBeUndefined();
    expect(await loadDraft('u1', KEY)).toBeUndefined();
  });

  it('an outbox save keeps its changes without putting its copy over another tab’s later edit', async () => {
    await saveDraftFields('u1', KEY, { edits: { b: { value: 'B typed', at: 500 } } });
    const previous = await loadDraft('u1', KEY);
    const row = keptDraftRow(previous, {
      userId: 'u1',
      draftKey: KEY,
      formId: 'supplierProfile',
      values: { a: 'A saved', b: 'stale b', c: 'platform c' },
      changes: { a: 'A saved' },
      now: 400,
    });
    expect(row.data).toEqual({ a: 'A saved', b: 'B typed', c: 'platform c' });
  });

  it('writes drafts with strict durability (flushed to disk before done), other tables as the browser likes', async () => {
    await closeDb();
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await configureDb({ name: `strict-${Math.random()}`, reload: vi.fn() });
    const db = await getDb();
    await saveDraftFields('u1', KEY, { edits: { a: { value: 'x', at: 1 } } });
    await db.kv.put({ key: 'k', value: 1, updatedAt: 1 });
    const calls = transaction.mock.calls.filter(([, mode]) => mode === 'readwrite');
    const durability = (stores: string) =>
      calls.find(([names]) => [names].flat().join() === stores)?.[2]?.durability;
    expect(durability('drafts')).toBe('strict');
    expect(durability('kv')).not.toBe('strict');
  });
});
