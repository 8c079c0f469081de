import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';
import { OBJECTION_DRAFT_KEY } from '../api/queue-objection';

/**
 * The letter form's outbox queue: when a followed send (letter and attachments) leaves it, the
 * supplier's data is read again; taken without a refusal, the draft has served and `onTaken` runs.
 */
export function useObjectionSend(userId: string, onTaken: () => void) {
  const queryClient = useQueryClient();
  const queue = useOutboxQueue(userId, OBJECTION_DRAFT_KEY);
  const followed = useRef<(() => Promise<void>) | null>(null);
  const taken = useRef(onTaken);
  taken.current = onTaken;
  const { settled, pending, rejected } = queue;
  useEffect(() => {
    if (settled === 0) return;
    void queryClient.invalidateQueries({ queryKey: TENDER_SUPPLIER_KEY });
    if (pending === 0 && rejected === 0 && followed.current) {
      const discard = followed.current;
      followed.current = null;
      void discard().then(() => taken.current());
    }
  }, [settled, pending, rejected, queryClient]);
  return {
    queue,
    follow(seq: number, discard: () => Promise<void>) {
      followed.current = discard;
      queue.watch(seq);
    },
  };
}
