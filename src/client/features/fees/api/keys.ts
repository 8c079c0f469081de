import { TENDER_BUYER_KEY, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the fees area, on the tender roots so a change refreshes all of a role's screens. */
export const feeKeys = {
  mine: (userId: string, projectId: string) => [...TENDER_SUPPLIER_KEY, 'fees', userId, projectId] as const,
  project: (projectId: string) => [...TENDER_BUYER_KEY, 'fees', 'project', projectId] as const,
};
