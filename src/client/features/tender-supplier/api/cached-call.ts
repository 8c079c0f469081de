import { type Kept, keptRead } from '@/client/data/kept-read';
import { api } from '@/client/lib/api-client';

export type Cached<T> = Kept<T>;

/** A platform read kept on the device for offline screens (see keptRead). */
export function cachedPost<T>(cacheKey: string, path: string, body: unknown): Promise<Cached<T>> {
  return keptRead(cacheKey, () => api.post<T>(path, body, { silent: true }));
}

/** Page endpoints answer PageResult; a list endpoint may answer the array itself. */
export function recordsOf<T>(body: T[] | { records: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.records ?? [];
}
