import { kvGet, kvSet } from '@/client/data/db';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';

export interface Cached<T> {
  data: T;
  /** True when the platform could not be reached and this is the copy kept on the device. */
  offline: boolean;
}

/** The platform could not be reached (as opposed to answering with a refusal). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.kind === 'network' || error.kind === 'http' || error.kind === 'aborted')
  );
}

/**
 * A read from the platform whose answer is kept on the device, so the screen still shows the last
 * copy while offline. A refusal from the platform stands; only an unreachable platform falls back.
 */
export async function cachedPost<T>(cacheKey: string, path: string, body: unknown): Promise<Cached<T>> {
  try {
    const data = await api.post<T>(path, body, { silent: true });
    await kvSet(cacheKey, data).catch(() => undefined);
    return { data, offline: false };
  } catch (error) {
    if (isUnreachable(error)) {
      const copy = await kvGet<T>(cacheKey).catch(() => undefined);
      if (copy !== undefined) return { data: copy, offline: true };
    }
    throw error;
  }
}

/** Page endpoints answer PageResult; a list endpoint may answer the array itself. */
export function recordsOf<T>(body: T[] | { records: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.records ?? [];
}
