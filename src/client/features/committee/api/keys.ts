import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the committee area. */
export const committeeKeys = {
  experts: (projectId: string) => [...TENDER_BUYER_KEY, 'experts', projectId] as const,
  committee: (projectId: string) => [...TENDER_BUYER_KEY, 'committee', projectId] as const,
};
