import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { OutboxError } from './db-schema';
import { entityQueue } from './outbox';
import { syncState } from './sync-state';

/** How often a write of the screen is looked for while on its way (an online send takes a moment). */
const WATCH_MS = 400;

export interface OutboxQueueState {
  /** Waiting to be sent (or being sent). */
  pending: number;
  /** Refused by the platform; kept in the sync centre with the draft. */
  rejected: number;
  /** The platform's reason for the latest refusal. */
  reason: OutboxError | undefined;
  /** Counts the watched writes that left the queue (applied or refused): time to reload. */
  settled: number;
}

export interface OutboxQueue extends OutboxQueueState {
  /** Follows a write just queued until it leaves the queue. */
  watch(seq: number): void;
}

/**
 * The outbox entries of one entity (a profile, a project's signup or offer), recounted whenever the
 * outbox changes.
 */
export function useOutboxQueue(userId: string, entityKey: string): OutboxQueue {
  const [state, setState] = useState<OutboxQueueState>({
    pending: 0,
    rejected: 0,
    reason: undefined,
    settled: 0,
  });
  const watched = useRef(new Set<number>());

  const refresh = useCallback(() => {
    void entityQueue(userId, entityKey)
      .then(({ pending, rejected, reason, pendingSeqs }) => {
        // The counts may not move at all (0 -> 1 -> 0 between two recounts); the seq does.
        const left = [...watched.current].filter((seq) => !pendingSeqs.has(seq));
        for (const seq of left) watched.current.delete(seq);
        setState((old) => {
          const settled = old.settled + (left.length > 0 ? 1 : 0);
          const same =
            old.pending === pending &&
            old.rejected === rejected &&
            old.settled === settled &&
            old.reason?.message === reason?.message &&
            old.reason?.ret === reason?.ret;
          return same ? old : { pending, rejected, reason, settled };
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
