import { TENDER_BUYER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the subject-matters area (under the buyer root, so a tender change refreshes them). */
export const subjectMatterKeys = {
  list: (projectId: string) => [...TENDER_BUYER_KEY, 'subject-matters', projectId] as const,
  read: (projectId: string) => [...TENDER_BUYER_KEY, 'subject-matters-read', projectId] as const,
};
