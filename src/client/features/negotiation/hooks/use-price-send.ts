import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { negotiationKeys, priceDraftKey } from '../api/keys';

/**
 * The outbox queue of one round's price: taken without a refusal, the draft has served and is discarded
 * and the rounds read again; a refusal (late, 1005) leaves the entry in the sync centre and the draft.
 */
export function usePriceSend(userId: string, roundId: string) {
  const queryClient = useQueryClient();
  const queue = useOutboxQueue(userId, priceDraftKey(roundId));
  const discard = useRef<(() => Promise<void>) | null>(null);
  const [delivered, setDelivered] = useState(false);
  const { settled, pending, rejected } = queue;
  useEffect(() => {
    if (settled === 0) return;
    void queryClient.invalidateQueries({ queryKey: negotiationKeys.all });
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
      setDelivered(false);
      discard.current = discardDraft;
      queue.watch(seq);
    },
  };
}
