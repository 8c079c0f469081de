import { kvGet, kvSet } from '@/client/data/kv';
import { RequestError } from '@/client/lib/http/request';

export interface Kept<T> {
  data: T;
  /** True when the platform's answer could not be had and this is the copy kept on the device. */
  offline: boolean;
  /**
   * Set with the copy when the platform failed (an HTTP error such as a 5xx) rather than the device
   * being offline: the screen can say so instead of passing the copy off as the offline view.
   */
  error?: unknown;
}

/**
 * No usable answer came from the platform: the device could not reach it (offline, network failure,
 * aborted) or it failed to answer (an HTTP error such as a 5xx from it or a proxy), as opposed to the
 * platform refusing (a business or validation error), which stands.
 */
export function isUnreachableOrServerDown(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.kind === 'network' || error.kind === 'http' || error.kind === 'aborted')
  );
}

/** The device could not reach the platform at all (offline, network failure), not a failed answer. */
export function isOffline(error: unknown): boolean {
  return error instanceof RequestError && (error.kind === 'network' || error.kind === 'aborted');
}

export interface KeptReadOptions<T> {
  /**
   * Where else the device may hold the answer when this read has no copy of its own yet (one project
   * as seen in the list of projects, for example); what it finds is kept as this read's copy.
   */
  otherCopy?: () => Promise<T | undefined>;
}

/**
 * A read from the platform whose answer is kept on the device (kv, under a key naming the user), so a
 * screen still shows the last copy while offline. A refusal from the platform stands; only an
 * unreachable platform falls back, and a failed answer (HTTP error) comes back with the copy as `error`.
 * With neither a copy of its own nor `otherCopy`'s, the failure is thrown.
 */
export async function keptRead<T>(
  cacheKey: string,
  load: () => Promise<T>,
  options: KeptReadOptions<T> = {},
): Promise<Kept<T>> {
  try {
    const data = await load();
    // Not awaited: the copy is written once the first screen has rendered (client/data/kv.ts), so a
    // screen on it (the dashboard on /home) neither waits for IndexedDB nor loads Dexie before it shows.
    void kvSet(cacheKey, data).catch(() => undefined);
    return { data, offline: false };
  } catch (error) {
    if (isUnreachableOrServerDown(error)) {
      const copy =
        (await kvGet<T>(cacheKey).catch(() => undefined)) ?? (await keepOtherCopy(cacheKey, options));
      if (copy !== undefined)
        return isOffline(error) ? { data: copy, offline: true } : { data: copy, offline: true, error };
    }
    throw error;
  }
}

async function keepOtherCopy<T>(cacheKey: string, options: KeptReadOptions<T>): Promise<T | undefined> {
  const copy = await options.otherCopy?.().catch(() => undefined);
  if (copy !== undefined) void kvSet(cacheKey, copy).catch(() => undefined);
  return copy;
}
