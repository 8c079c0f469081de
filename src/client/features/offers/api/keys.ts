import { TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';
import type { OfferProjectScope } from '@/shared/contracts/offer-lobby';

/** Query keys of the offers area. */
export const offerKeys = {
  all: [...TENDER_SUPPLIER_KEY, 'offers'] as const,
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'offers', userId] as const,
  projects: (userId: string, scope: OfferProjectScope) =>
    [...TENDER_SUPPLIER_KEY, 'offers', userId, 'projects', scope] as const,
  lobby: (userId: string, projectId: string) =>
    [...TENDER_SUPPLIER_KEY, 'offers', userId, 'lobby', projectId] as const,
  detail: (userId: string, offerId: string) =>
    [...TENDER_SUPPLIER_KEY, 'offers', userId, 'detail', offerId] as const,
};

/** Device copies of the lobby screens (kv), per user like the tender areas' CACHE_KEYS. */
export const LOBBY_CACHE_KEYS = {
  projects: (userId: string, scope: OfferProjectScope) => `tenderSupplier:offerProjects:${userId}:${scope}`,
  lobby: (userId: string, projectId: string) => `tenderSupplier:offerLobby:${userId}:${projectId}`,
  detail: (userId: string, offerId: string) => `tenderSupplier:offerDetail:${userId}:${offerId}`,
};
