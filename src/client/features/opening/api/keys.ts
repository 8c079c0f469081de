import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the opening area. */
export const openingKeys = {
  record: (projectId: string) => [...TENDER_BUYER_KEY, 'opening-record', projectId] as const,
};
