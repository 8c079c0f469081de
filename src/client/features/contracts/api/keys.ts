import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the contracts area, on the buyer tender root so a project change refreshes them. */
export const contractKeys = {
  project: (projectId: string) => [...TENDER_BUYER_KEY, 'contracts', projectId] as const,
};
