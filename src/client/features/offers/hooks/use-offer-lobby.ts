import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOutboxQueue } from '@/client/data/use-outbox-queue';
import { offerDraftKey, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';
import { offerLobbyQueryOptions } from '../api/lobby';
import { queueWithdrawal } from '../api/withdraw';
import { offerKeys } from '../api/keys';

/**
 * The lobby of one project, the project's queued writes (sends and withdrawals share the project's
 * outbox entity) and the withdrawal; the supplier's tender screens reload once a queued write settles.
 */
export function useOfferLobby(userId: string, projectId: string) {
  const queryClient = useQueryClient();
  const lobby = useQuery(offerLobbyQueryOptions(userId, projectId));
  const queue = useOutboxQueue(userId, offerDraftKey(projectId));
  const { settled } = queue;
  useEffect(() => {
    if (settled > 0) void queryClient.invalidateQueries({ queryKey: TENDER_SUPPLIER_KEY });
  }, [settled, queryClient]);

  return {
    lobby,
    queue,
    async withdraw(offerId: string, deadline: number) {
      const entry = await queueWithdrawal({ userId, projectId, offerId, deadline });
      queue.watch(entry.seq);
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  };
}
