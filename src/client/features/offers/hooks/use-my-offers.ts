import { useQuery } from '@tanstack/react-query';
import { myOffersQueryOptions } from '../api/my-offers';

/** The organisation's offers, and the device's receipts completed with the platform's. */
export function useMyOffers(userId: string) {
  return useQuery(myOffersQueryOptions(userId));
}
