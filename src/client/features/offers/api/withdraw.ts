import { mutate } from '@/client/data/mutator';
import { offerDraftKey } from '@/client/features/tender-common/queries';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import {
  OFFER_LOBBY_PATHS as P,
  OFFER_WITHDRAW_REASON,
  type OfferLobbyView,
} from '@/shared/contracts/offer-lobby';
import { LOBBY_CACHE_KEYS } from './keys';

/**
 * Withdraws the sealed offer through the outbox (works offline; applied once by its Idempotency-Key,
 * judged by the server against the quote end). It queues behind the project's sends (the same entity),
 * so withdraw-then-send replays in the order the supplier acted. The device's copy of the lobby shows
 * the offer withdrawn at once; the platform's answer replaces it.
 */
export async function queueWithdrawal(input: {
  userId: string;
  projectId: string;
  offerId: string;
  /** Quote end time, epoch ms (server time). */
  deadline: number;
  now?: number;
}) {
  const now = input.now ?? Date.now();
  const cacheKey = LOBBY_CACHE_KEYS.lobby(input.userId, input.projectId);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: P.withdraw,
    body: { projectId: input.projectId, offerId: input.offerId },
    entityKey: offerDraftKey(input.projectId),
    deadline: input.deadline,
    now,
    local: async (tx) => {
      const kept = (await tx.kv.get(cacheKey))?.value as OfferLobbyView | undefined;
      if (!kept) return;
      const at = new Date(now).toISOString();
      const offers = kept.offers.map((offer) =>
        offer.offerId === input.offerId && offer.status === OFFER_STATUS.SEALED
          ? {
              ...offer,
              status: OFFER_STATUS.WITHDRAWN,
              withdrawnAt: at,
              withdrawReason: OFFER_WITHDRAW_REASON.WITHDRAWN,
            }
          : offer,
      );
      const state = offers[0]?.offerId === input.offerId ? 'withdrawn' : kept.state;
      await tx.kv.put({
        key: cacheKey,
        value: { ...kept, offers, state, canWithdraw: false },
        updatedAt: now,
      });
    },
  });
}
