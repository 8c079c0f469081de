import { TENDER_BUYER_KEY, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the clarifications area: the buyer's list, the supplier's clarifications. */
export const clarificationKeys = {
  list: [...TENDER_BUYER_KEY, 'clarifications'] as const,
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'clarifications', userId] as const,
};
