import { kvGet, kvSet } from '@/client/data/db';
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

/** The platform could not be reached (as opposed to answering with a refusal). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.kind === 'network' || error.kind === 'http' || error.kind === 'aborted')
  );
}

/** The device could not reach the platform at all (offline, network failure), not a failed answer. */
export function isOffline(error: unknown): boolean {
  return error instanceof RequestError && (error.kind === 'network' || error.kind === 'aborted');
}

/**
 * A read from the platform whose answer is kept on the device (kv, under a key naming the user), so a
 * screen still shows the last copy while offline. A refusal from the platform stands; only an
 * unreachable platform falls back, and a failed answer (HTTP error) comes back with the copy as `error`.
 */
export async function keptRead<T>(cacheKey: string, load: () => Promise<T>): Promise<Kept<T>> {
  try {
    const data = await load();
    await kvSet(cacheKey, data).catch(() => undefined);
    return { data, offline: false };
  } catch (error) {
    if (isUnreachable(error)) {
      const copy = await kvGet<T>(cacheKey).catch(() => undefined);
      if (copy !== undefined)
        return isOffline(error) ? { data: copy, offline: true } : { data: copy, offline: true, error };
    }
    throw error;
  }
}
