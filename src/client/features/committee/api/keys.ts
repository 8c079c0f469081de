import { TENDER_BUYER_KEY, TENDER_EXPERT_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the committee area. */
export const committeeKeys = {
  experts: (projectId: string) => [...TENDER_BUYER_KEY, 'experts', projectId] as const,
  committee: (projectId: string) => [...TENDER_BUYER_KEY, 'committee', projectId] as const,
  drawState: (projectId: string) => [...TENDER_BUYER_KEY, 'committee-draw', projectId] as const,
  checkIn: (projectId: string) => [...TENDER_BUYER_KEY, 'committee-check-in', projectId] as const,
  mySeat: (projectId: string) => [...TENDER_EXPERT_KEY, 'committee-seat', projectId] as const,
  election: (projectId: string) => [...TENDER_EXPERT_KEY, 'committee-election', projectId] as const,
};
