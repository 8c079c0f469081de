import {
  TENDER_BUYER_KEY,
  TENDER_EXPERT_KEY,
  TENDER_SUPPLIER_KEY,
} from '@/client/features/tender-common/queries';

/** Query keys of the documents area, one per role's screen. */
export const documentKeys = {
  buyer: (projectId: string) => [...TENDER_BUYER_KEY, 'documents', projectId] as const,
  supplier: (userId: string, projectId: string) =>
    [...TENDER_SUPPLIER_KEY, 'documents', userId, projectId] as const,
  expert: (userId: string, projectId: string) =>
    [...TENDER_EXPERT_KEY, 'documents', userId, projectId] as const,
};
