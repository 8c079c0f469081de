import { queryOptions } from '@tanstack/react-query';
import { isOffline, type Kept } from '@/client/data/kept-read';
import { CACHE_KEYS, keptList, LIVE_READ } from '@/client/features/tender-common/queries';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { offerKeys } from './keys';
import { confirmReceipts, loadReceipts } from './receipts';

/** The organisation's offers: status and receipt only (the content stays sealed until the opening). */
export function listMyOffers(userId: string): Promise<Kept<MyOfferView[]>> {
  return keptList<MyOfferView>(CACHE_KEYS.offers(userId), TENDER_PATHS.offerMine);
}

/** The organisation's offers, and the device's receipts completed with the platform's. */
export function myOffersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: offerKeys.mine(userId),
    queryFn: async () => {
      const offers = await listMyOffers(userId).catch((error: unknown): Kept<MyOfferView[]> => {
        // Offline with no copy kept yet: an empty device copy. A failed or refused answer is shown.
        if (isOffline(error)) return { data: [], offline: true };
        throw error;
      });
      const receipts = await confirmReceipts(userId, offers.data).catch(() => loadReceipts(userId));
      return { ...offers, receipts };
    },
    enabled: !!userId,
    ...LIVE_READ,
  });
}
