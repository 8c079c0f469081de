import { kvGet, kvSet } from '@/client/data/db';

export const PERSISTENCE_KV_KEY = 'storage.persistence';
/** Chromium decides by site engagement, so a refusal may turn into a grant later: ask again after a week. */
export const PERSISTENCE_RETRY_MS = 7 * 24 * 60 * 60 * 1000;

interface PersistenceAnswer {
  granted: boolean;
  askedAt: number;
}

type StorageApi = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>;

function defaultStorage(): StorageApi | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

let inFlight: Promise<boolean> | undefined;

/**
 * Asks the browser to keep our data under storage pressure. Call it once the user has something worth
 * keeping (a saved draft, a queued change). The answer is remembered so the browser is not asked again;
 * `force` asks anyway (e.g. from a settings button).
 */
export function requestPersistence(
  options: { storage?: StorageApi | undefined; force?: boolean; now?: () => number } = {},
): Promise<boolean> {
  if (inFlight && !options.force) return inFlight;
  const run = async (): Promise<boolean> => {
    const storage = 'storage' in options ? options.storage : defaultStorage();
    if (!storage?.persist) return false;
    const now = (options.now ?? Date.now)();
    const known = await kvGet<PersistenceAnswer>(PERSISTENCE_KV_KEY);
    const stale = known !== undefined && !known.granted && now - known.askedAt >= PERSISTENCE_RETRY_MS;
    if (known && !stale && !options.force) return known.granted;
    const granted = (await storage.persisted?.()) || (await storage.persist());
    await kvSet(PERSISTENCE_KV_KEY, { granted, askedAt: now });
    return granted;
  };
  const current = run().catch(() => false);
  inFlight = current;
  return current;
}

/** Forgets the in-tab memo (tests, or after the user cleared site data). */
export function resetPersistenceMemo(): void {
  inFlight = undefined;
}

export interface QuotaEstimate {
  usage: number;
  quota: number;
}

/** Used and available bytes for this origin, or null where the browser cannot tell. */
export async function estimateQuota(
  storage: StorageApi | undefined = defaultStorage(),
): Promise<QuotaEstimate | null> {
  if (!storage?.estimate) return null;
  try {
    const { usage, quota } = await storage.estimate();
    return { usage: usage ?? 0, quota: quota ?? 0 };
  } catch {
    return null;
  }
}

const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
// Legacy DOMException code of QuotaExceededError (still set by Safari and Chromium).
const QUOTA_CODE = 22;

/**
 * True for a storage quota failure, whether raw (DOMException), wrapped by Dexie (QuotaExceededError,
 * or an AbortError/BulkError whose `inner`/`failures` hold it) or attached as `cause`.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
  if (typeof e.name === 'string' && QUOTA_NAMES.has(e.name)) return true;
  if (e.code === QUOTA_CODE && e.name !== 'DataCloneError') return true;
  if (isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1)) return true;
  const failures = Array.isArray(e.failures) ? e.failures : Object.values(e.failures ?? {});
  return failures.some((failure) => isQuotaError(failure, depth + 1));
}
