import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { syncState } from '@/client/data/sync-runtime';
import { type EntityQueue, profileQueue } from '@/client/data/profile-sync';

/** How often a save of this screen is looked for while it is on its way (an online save takes a moment). */
const WATCH_MS = 400;

export interface ProfileQueue extends EntityQueue {
  /** Counts the saves of this screen that left the queue (applied or refused): time to reload. */
  settled: number;
  /** Follows a save just queued until it leaves the queue. */
  watch(seq: number): void;
}

/** The profile's queued and refused saves (outbox entity `entityKey`), recounted whenever the outbox changes. */
export function useProfileQueue(userId: string, entityKey: string): ProfileQueue {
  const [state, setState] = useState({ pending: 0, rejected: 0, settled: 0 });
  const watched = useRef(new Set<number>());

  const refresh = useCallback(() => {
    void profileQueue(userId, entityKey)
      .then(({ pending, rejected, pendingSeqs }) => {
        // The global counts may not move at all (0 -> 1 -> 0 between two recounts); the seq does.
        const left = [...watched.current].filter((seq) => !pendingSeqs.has(seq));
        for (const seq of left) watched.current.delete(seq);
        setState((old) => {
          const settled = old.settled + (left.length > 0 ? 1 : 0);
          if (old.pending === pending && old.rejected === rejected && old.settled === settled) return old;
          return { pending, rejected, settled };
        });
      })
      .catch(() => undefined);
  }, [userId, entityKey]);

  useEffect(() => {
    refresh();
    const unsubscribe = subscribe(syncState, refresh);
    const timer = setInterval(() => {
      if (watched.current.size > 0) refresh();
    }, WATCH_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [refresh]);

  const watch = useCallback(
    (seq: number) => {
      watched.current.add(seq);
      refresh();
    },
    [refresh],
  );
  return { ...state, watch };
}
