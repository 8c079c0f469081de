import { TENDER_EXPERT_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the evaluation area. */
export const evaluationKeys = {
  tasks: (userId: string) => [...TENDER_EXPERT_KEY, 'tasks', userId] as const,
};
