import {
  TENDER_BUYER_KEY,
  TENDER_EXPERT_KEY,
  TENDER_SUPPLIER_KEY,
} from '@/client/features/tender-common/queries';

/** Query keys of the questions area, on the tender roots of each role. */
export const questionKeys = {
  mine: (userId: string) => [...TENDER_SUPPLIER_KEY, 'questions', userId] as const,
  askable: (userId: string) => [...TENDER_SUPPLIER_KEY, 'questions', 'askable', userId] as const,
  one: (userId: string, id: string) => [...TENDER_SUPPLIER_KEY, 'questions', 'one', userId, id] as const,
  buyerList: [...TENDER_BUYER_KEY, 'questions'] as const,
  buyerOne: (id: string) => [...TENDER_BUYER_KEY, 'questions', 'one', id] as const,
  expertList: [...TENDER_EXPERT_KEY, 'questions'] as const,
};

/** Device copies (kv), per user so a shared device never shows one supplier's questions to another. */
export const QUESTION_CACHE_KEYS = {
  mine: (userId: string) => `questions:mine:${userId}`,
  askable: (userId: string) => `questions:askable:${userId}`,
  one: (userId: string, id: string) => `questions:one:${userId}:${id}`,
};
