import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the opening area (the hall's reads sit on the buyer root: a change refreshes them all). */
export const openingKeys = {
  record: (projectId: string) => [...TENDER_BUYER_KEY, 'opening-record', projectId] as const,
  hall: () => [...TENDER_BUYER_KEY, 'opening-hall'] as const,
  hallList: () => [...TENDER_BUYER_KEY, 'opening-hall', 'list'] as const,
  hallDetail: (projectId: string) => [...TENDER_BUYER_KEY, 'opening-hall', 'detail', projectId] as const,
  unattended: (scope: string) => [...TENDER_BUYER_KEY, 'opening-hall', 'unattended', scope] as const,
};
