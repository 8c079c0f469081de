import {
  TENDER_BUYER_KEY,
  TENDER_EXPERT_KEY,
  TENDER_SUPPLIER_KEY,
} from '@/client/features/tender-common/queries';

/** Query keys of the objections area, on the tender roots so a change refreshes a role's screens. */
export const objectionKeys = {
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'objections', userId] as const,
  fileable: (userId: string) => [...TENDER_SUPPLIER_KEY, 'objections', 'fileable', userId] as const,
  detail: (userId: string, id: string) => [...TENDER_SUPPLIER_KEY, 'objection', userId, id] as const,
  buyer: [...TENDER_BUYER_KEY, 'objections'] as const,
  expert: [...TENDER_EXPERT_KEY, 'objections'] as const,
  audit: ['objection-audit'] as const,
};
