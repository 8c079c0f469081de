import { useEffect, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { listEntries } from '@/client/data/outbox';
import { syncState } from '@/client/data/sync-state';

/** The earliest deadline among the user's entries still on their way (rejected ones are settled). */
export async function nearestDeadline(userId: string): Promise<number | undefined> {
  let nearest: number | undefined;
  for (const entry of await listEntries(userId)) {
    if (entry.status === 'rejected' || entry.deadline === undefined) continue;
    if (nearest === undefined || entry.deadline < nearest) nearest = entry.deadline;
  }
  return nearest;
}

/** nearestDeadline, looked at again whenever the replayer recounts the queue. */
export function useNearestDeadline(userId: string): number | undefined {
  const [deadline, setDeadline] = useState<number>();
  useEffect(() => {
    let live = true;
    const look = () => {
      nearestDeadline(userId)
        .then((next) => {
          if (live) setDeadline(next);
        })
        .catch(() => undefined);
    };
    look();
    const unsubscribe = subscribe(syncState, look);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return deadline;
}
