import { TENDER_BUYER_KEY, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the projects area: the buyer's list, form and pickers, the supplier's open tenders. */
export const projectKeys = {
  list: [...TENDER_BUYER_KEY, 'projects'] as const,
  one: (id: string) => [...TENDER_BUYER_KEY, 'project', id] as const,
  options: [...TENDER_BUYER_KEY, 'project-options'] as const,
  open: (userId: string) => [...TENDER_SUPPLIER_KEY, 'open', userId] as const,
  openOne: (userId: string, projectId: string) =>
    [...TENDER_SUPPLIER_KEY, 'project', userId, projectId] as const,
};
