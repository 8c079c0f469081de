import { useQuery } from '@tanstack/react-query';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import { isOffline } from '@/client/data/kept-read';
import type { Cached } from '../api/cached-call';
import { confirmReceipts, loadReceipts } from '../api/receipts';
import { getOpenTender, listOpenTenders } from '../api/open-tenders';
import { listMyClarifications, listMyOffers, listMySignups } from '../api/participation';

const ROOT = 'tenderSupplier';

// Always asked again on mount: these screens show live deadlines and audit outcomes. Run offline too
// (Query would pause them): the reads fall back to the device's copy themselves.
const live = { staleTime: 0, networkMode: 'always' } as const;

export function useOpenTenders(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'open', userId],
    queryFn: () => listOpenTenders(userId),
    enabled: !!userId,
    ...live,
  });
}

export function useOpenTender(userId: string, projectId: string) {
  return useQuery({
    queryKey: [ROOT, 'project', userId, projectId],
    queryFn: () => getOpenTender(userId, projectId),
    enabled: !!userId && !!projectId,
    ...live,
  });
}

export function useMySignups(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'signups', userId],
    queryFn: () => listMySignups(userId),
    enabled: !!userId,
    ...live,
  });
}

/** The organisation's offers, and the device's receipts completed with the platform's. */
export function useMyOffers(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'offers', userId],
    queryFn: async () => {
      const offers = await listMyOffers(userId).catch((error: unknown): Cached<MyOfferView[]> => {
        // Offline with no copy kept yet: an empty device copy. A failed or refused answer is shown.
        if (isOffline(error)) return { data: [], offline: true };
        throw error;
      });
      const receipts = await confirmReceipts(userId, offers.data).catch(() => loadReceipts(userId));
      return { ...offers, receipts };
    },
    enabled: !!userId,
    ...live,
  });
}

export function useMyClarifications(userId: string) {
  return useQuery({
    queryKey: [ROOT, 'clarifications', userId],
    queryFn: () => listMyClarifications(userId),
    enabled: !!userId,
    ...live,
  });
}
