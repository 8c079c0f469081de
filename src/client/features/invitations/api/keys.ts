import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of invitations, the buyer side's. */
export const invitationKeys = {
  projects: [...TENDER_BUYER_KEY, 'invitation-projects'] as const,
  project: (projectId: string) => [...TENDER_BUYER_KEY, 'invitations', projectId] as const,
  candidates: (projectId: string) => [...TENDER_BUYER_KEY, 'invitation-candidates', projectId] as const,
};
