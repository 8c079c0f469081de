import { type Kept, type KeptReadOptions, keptRead } from '@/client/data/kept-read';
import { api } from '@/client/lib/api-client';

/** A platform read kept on the device for offline screens (see keptRead). */
export function keptPost<T>(
  cacheKey: string,
  path: string,
  body: unknown,
  options?: KeptReadOptions<T>,
): Promise<Kept<T>> {
  return keptRead(cacheKey, () => api.post<T>(path, body, { silent: true }), options);
}

/** Page endpoints answer PageResult; a list endpoint may answer the array itself. */
export function recordsOf<T>(body: T[] | { records: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return body?.records ?? [];
}

/** One page holds all of them: an organisation's signups, offers, clarifications. */
const ALL = { pageNo: 1, pageSize: 100 };

/** A list of the user's organisation (signups, offers...), kept on the device like keptPost. */
export async function keptList<T>(cacheKey: string, path: string): Promise<Kept<T[]>> {
  const answer = await keptPost<{ records: T[] } | T[]>(cacheKey, path, ALL);
  return { ...answer, data: recordsOf(answer.data) };
}
