import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { evaluationClarificationKeys, replyDraftKey } from '../api/keys';

/**
 * The outbox queue of one reply: follows a queued send until it leaves the queue; taken without a
 * refusal, the draft has served and is discarded and the screen reads again. A refusal (the deadline
 * passed, 1005) leaves the entry in the sync centre and the draft on the device.
 */
export function useReplySend(userId: string, id: string) {
  const queryClient = useQueryClient();
  const queue = useOutboxQueue(userId, replyDraftKey(id));
  const discard = useRef<(() => Promise<void>) | null>(null);
  const [delivered, setDelivered] = useState(false);
  const { settled, pending, rejected } = queue;
  useEffect(() => {
    if (settled === 0) return;
    void queryClient.invalidateQueries({ queryKey: evaluationClarificationKeys.all });
    if (pending === 0 && rejected === 0 && discard.current) {
      setDelivered(true);
      void discard.current();
      discard.current = null;
    }
  }, [settled, pending, rejected, queryClient]);
  return {
    queue,
    delivered,
    follow(seq: number, discardDraft: () => Promise<void>) {
      discard.current = discardDraft;
      queue.watch(seq);
    },
  };
}
