import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { keptPost, LIVE_READ, recordsOf } from '@/client/features/tender-common/queries';
import {
  OFFER_LOBBY_PATHS as P,
  type OfferDetailView,
  type OfferLobbyView,
  type OfferProjectRow,
  type OfferProjectScope,
} from '@/shared/contracts/offer-lobby';
import { LOBBY_CACHE_KEYS, offerKeys } from './keys';
import { loadReceipts } from './receipts';

/** One page holds the organisation's projects with offers (a supplier has few at a time). */
const ALL = { pageNo: 1, pageSize: 100 };

/** The projects the organisation sent offers to, newest offer each; kept on the device for offline use. */
export function offerProjectsQueryOptions(userId: string, scope: OfferProjectScope) {
  return queryOptions({
    queryKey: offerKeys.projects(userId, scope),
    queryFn: async (): Promise<Kept<OfferProjectRow[]>> => {
      const answer = await keptPost<{ records: OfferProjectRow[] }>(
        LOBBY_CACHE_KEYS.projects(userId, scope),
        P.projects,
        { ...ALL, scope },
      );
      return { ...answer, data: recordsOf(answer.data) };
    },
    enabled: !!userId,
    ...LIVE_READ,
  });
}

/** The lobby of one project, with the receipts this device kept (to check them offline too). */
export function offerLobbyQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: offerKeys.lobby(userId, projectId),
    queryFn: async () => {
      const lobby = await keptPost<OfferLobbyView>(LOBBY_CACHE_KEYS.lobby(userId, projectId), P.lobby, {
        projectId,
      });
      const receipts = await loadReceipts(userId);
      return { ...lobby, kept: receipts[projectId] ?? [] };
    },
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}

export function offerDetailQueryOptions(userId: string, offerId: string) {
  return queryOptions({
    queryKey: offerKeys.detail(userId, offerId),
    queryFn: async () => {
      const detail = await keptPost<OfferDetailView>(LOBBY_CACHE_KEYS.detail(userId, offerId), P.detail, {
        offerId,
      });
      const receipts = await loadReceipts(userId);
      return { ...detail, kept: receipts[detail.data.projectId] ?? [] };
    },
    enabled: !!userId && !!offerId,
    ...LIVE_READ,
  });
}
