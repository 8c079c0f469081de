import {
  TENDER_BUYER_KEY,
  TENDER_EXPERT_KEY,
  TENDER_SUPPLIER_KEY,
} from '@/client/features/tender-common/queries';

/** Query keys of the clarifications area, on each role's tender root. */
export const clarificationKeys = {
  list: [...TENDER_BUYER_KEY, 'clarifications'] as const,
  detail: (id: string) => [...TENDER_BUYER_KEY, 'clarification', id] as const,
  receipts: (id: string) => [...TENDER_BUYER_KEY, 'clarification-receipts', id] as const,
  fromQuestion: (questionId: string) => [...TENDER_BUYER_KEY, 'clarification-question', questionId] as const,
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'clarifications', userId] as const,
  mineOne: (userId: string, id: string) => [...TENDER_SUPPLIER_KEY, 'clarification', userId, id] as const,
  expertList: [...TENDER_EXPERT_KEY, 'clarifications'] as const,
  expertDetail: (id: string) => [...TENDER_EXPERT_KEY, 'clarification', id] as const,
  expertReceipts: (id: string) => [...TENDER_EXPERT_KEY, 'clarification-receipts', id] as const,
};
