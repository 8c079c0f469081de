import { useCallback, useEffect, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { syncState } from '@/client/data/sync-runtime';
import { type EntityQueue, profileQueue } from '../api/profile-queue';

/** The profile's queued and refused saves, recounted whenever the outbox changes. */
export function useProfileQueue(userId: string, departId: string): EntityQueue & { refresh(): void } {
  const [queue, setQueue] = useState<EntityQueue>({ pending: 0, rejected: 0 });
  const refresh = useCallback(() => {
    void profileQueue(userId, departId)
      .then((next) =>
        setQueue((old) => (old.pending === next.pending && old.rejected === next.rejected ? old : next)),
      )
      .catch(() => undefined);
  }, [userId, departId]);
  useEffect(() => {
    refresh();
    return subscribe(syncState, refresh);
  }, [refresh]);
  return { ...queue, refresh };
}
