import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { PLAN_KEY } from '../api/keys';
import { planDraftKey } from '../lib/plan-form-values';

/**
 * Follows the plan's outbox entries: when a watched save leaves the queue the plans are read again;
 * taken without a refusal, the draft has served (`onTaken`). A refusal stays in the queue's counts with
 * the server's reason (and in the sync centre).
 */
export function usePlanSend(userId: string, planType: string, id: string | undefined, onTaken: () => void) {
  const queryClient = useQueryClient();
  const queue = useOutboxQueue(userId, planDraftKey(planType, id));
  const taken = useRef(onTaken);
  taken.current = onTaken;
  const waiting = useRef(false);
  const [sending, setSending] = useState(false);
  const { settled, pending, rejected } = queue;
  useEffect(() => {
    if (settled === 0) return;
    void queryClient.invalidateQueries({ queryKey: PLAN_KEY });
    if (pending > 0) return;
    setSending(false);
    if (waiting.current && rejected === 0) taken.current();
    waiting.current = false;
  }, [settled, pending, rejected, queryClient]);
  return {
    queue,
    /** A watched send is on its way (online it takes a moment). */
    sending,
    follow(seq: number) {
      waiting.current = true;
      setSending(true);
      queue.watch(seq);
    },
  };
}
