import { queryOptions } from '@tanstack/react-query';
import { withDb } from '@/client/data/db';

export interface UnsyncedCounts {
  /** Queued writes not yet accepted by the server (any status, rejected ones included). */
  outbox: number;
  drafts: number;
}

/** What this user still holds only on this device. A storage failure counts as nothing, never blocks logout. */
export async function countUnsynced(userId: string): Promise<UnsyncedCounts> {
  if (!userId) return { outbox: 0, drafts: 0 };
  try {
    return await withDb(async (db) => ({
      outbox: await db.outbox.where('userId').equals(userId).count(),
      drafts: await db.drafts.where('userId').equals(userId).count(),
    }));
  } catch {
    return { outbox: 0, drafts: 0 };
  }
}

export function unsyncedCountsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['local', 'unsynced', userId],
    queryFn: () => countUnsynced(userId),
    staleTime: 0,
    gcTime: 0,
  });
}
