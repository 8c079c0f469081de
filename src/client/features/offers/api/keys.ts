import { TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the offers area. */
export const offerKeys = {
  all: [...TENDER_SUPPLIER_KEY, 'offers'] as const,
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'offers', userId] as const,
};
