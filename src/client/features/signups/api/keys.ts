import { TENDER_BUYER_KEY, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the signups area: the buyer's audit list, the supplier's own signups. */
export const signupKeys = {
  list: [...TENDER_BUYER_KEY, 'signups'] as const,
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'signups', userId] as const,
};
