import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { TENDER_EXPERT_KEY } from '@/client/features/tender-common/queries';
import { sheetDraftKey } from '../api/keys';

/**
 * The outbox queue of one sheet: follows a queued send until it leaves the queue; taken without a
 * refusal, the draft has served and is discarded and the drive reads again. A refusal (the step was
 * summarised meanwhile, 409) leaves the entry in the sync centre and the draft on the device.
 */
export function useSheetSend(userId: string, projectId: string, step: string) {
  const queryClient = useQueryClient();
  const queue = useOutboxQueue(userId, sheetDraftKey(projectId, step));
  const discard = useRef<(() => Promise<void>) | null>(null);
  const [delivered, setDelivered] = useState(false);
  const { settled, pending, rejected } = queue;
  useEffect(() => {
    if (settled === 0) return;
    void queryClient.invalidateQueries({ queryKey: TENDER_EXPERT_KEY });
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
