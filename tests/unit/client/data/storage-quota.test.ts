import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, kvGet } from '@/client/data/db';
import {
  estimateQuota,
  isQuotaError,
  PERSISTENCE_KV_KEY,
  PERSISTENCE_RETRY_MS,
  requestPersistence,
  resetPersistenceMemo,
} from '@/client/data/storage-quota';
import { freshDb } from './data-helpers';

beforeEach(async () => {
  resetPersistenceMemo();
  await freshDb();
});
afterEach(() => closeDb());

function fakeStorage(opts: { persisted?: boolean; grant?: boolean } = {}) {
  return {
    persisted: vi.fn(async () => opts.persisted ?? false),
    persist: vi.fn(async () => opts.grant ?? true),
    estimate: vi.fn(async () => ({ usage: 1200, quota: 50_000 })),
  };
}

describe('isQuotaError', () => {
  const quota = new DOMException('full', 'QuotaExceededError');
  it.each<[string, unknown, boolean]>([
    ['a raw DOMException', quota, true],
    ['Dexie QuotaExceededError', { name: 'QuotaExceededError', message: 'QuotaExceededError full' }, true],
    ['Dexie AbortError wrapping it', { name: 'AbortError', inner: quota }, true],
    ['Dexie BulkError holding it', { name: 'BulkError', failures: { 3: quota } }, true],
    ['an error caused by it', new Error('save failed', { cause: quota }), true],
    ['Firefox name', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    ['legacy code 22', { name: 'Error', code: 22 }, true],
    ['another DOMException', new DOMException('nope', 'DataError'), false],
    ['a plain error', new Error('boom'), false],
    ['nothing', undefined, false],
  ])('%s -> %s', (_name, error, expected) => {
    expect(isQuotaError(error)).toBe(expected);
  });
});

describe('requestPersistence', () => {
  it('asks once, remembers the answer in kv and does not ask again', async () => {
    const storage = fakeStorage({ grant: true });
    expect(await requestPersistence({ storage, now: () => 10 })).toBe(true);
    resetPersistenceMemo();
    expect(await requestPersistence({ storage })).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(await kvGet(PERSISTENCE_KV_KEY)).toEqual({ granted: true, askedAt: 10 });
  });

  it('does not prompt when the data is already persisted', async () => {
    const storage = fakeStorage({ persisted: true });
    expect(await requestPersistence({ storage })).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('asks again a week after a refusal, or when forced', async () => {
    const storage = fakeStorage({ grant: false });
    expect(await requestPersistence({ storage, now: () => 0 })).toBe(false);
    resetPersistenceMemo();
    expect(await requestPersistence({ storage, now: () => PERSISTENCE_RETRY_MS - 1 })).toBe(false);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    resetPersistenceMemo();
    await requestPersistence({ storage, now: () => PERSISTENCE_RETRY_MS });
    expect(storage.persist).toHaveBeenCalledTimes(2);
    await requestPersistence({ storage, force: true });
    expect(storage.persist).toHaveBeenCalledTimes(3);
  });

  it('answers false where the browser has no storage API', async () => {
    expect(await requestPersistence({ storage: undefined })).toBe(false);
  });
});

describe('estimateQuota', () => {
  it('returns usage and quota', async () => {
    expect(await estimateQuota(fakeStorage())).toEqual({ usage: 1200, quota: 50_000 });
  });

  it('returns null when the browser cannot tell', async () => {
    expect(await estimateQuota(undefined)).toBeNull();
    expect(
      await estimateQuota({ ...fakeStorage(), estimate: vi.fn().mockRejectedValue(new Error('x')) }),
    ).toBeNull();
  });
});
