import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { useServerNow } from '@/client/data/use-server-now';
import { isUnreachableOrServerDown } from '@/client/data/kept-read';
import { epochOf, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common';
import { useOpenTender } from './use-open-tenders';

/**
 * What a form on one open project (signup, offer) needs around its send: the project and whether its
 * deadline (`end`, by server time) has passed, and the outbox queue of the form's draft key. When a
 * followed send leaves the queue the supplier's tender data is read again; taken without a refusal,
 * the draft has served and is discarded (the receipt stays) and the screen's note goes.
 */
export function useProjectSend<Note>(
  userId: string,
  projectId: string,
  draftKey: string,
  end: 'signupEndTime' | 'quoteEndTime',
) {
  const queryClient = useQueryClient();
  const project = useOpenTender(userId, projectId);
  const queue = useOutboxQueue(userId, draftKey);
  const now = useServerNow();
  const [note, setNote] = useState<Note | null>(null);
  const discardDraft = useRef<(() => Promise<void>) | null>(null);

  const { settled, pending, rejected } = queue;
  useEffect(() => {
    if (settled === 0) return;
    void queryClient.invalidateQueries({ queryKey: TENDER_SUPPLIER_KEY });
    if (pending === 0 && rejected === 0) {
      setNote(null);
      void discardDraft.current?.();
    }
  }, [settled, pending, rejected, queryClient]);

  const view = project.data?.data;
  // The platform no longer lists it as open (quote end passed, cancelled): the draft still shows.
  const gone = project.isError && !isUnreachableOrServerDown(project.error);
  const deadline = view ? epochOf(view[end]) : undefined;
  return {
    project,
    view,
    gone,
    deadline,
    closed: gone || deadline === undefined || !(deadline > now),
    /** Loaded, or known to be unavailable. */
    settledProject: !!view || project.isError,
    queue,
    note,
    setNote,
    /** Follows a queued send; `discard` drops the form's draft once the send is taken. */
    follow(seq: number, discard: () => Promise<void>) {
      discardDraft.current = discard;
      queue.watch(seq);
    },
  };
}
