import { TENDER_BUYER_KEY, TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';

/** Query keys of the project-rules area, on the tender roots so a tender change refreshes them too. */
export const rulesKeys = {
  one: (projectId: string) => [...TENDER_BUYER_KEY, 'project-rules', projectId] as const,
  amendments: (projectId: string) => [...TENDER_BUYER_KEY, 'project-amendments', projectId] as const,
  documents: (projectId: string) => [...TENDER_BUYER_KEY, 'project-rules-documents', projectId] as const,
  notice: (projectId: string) => [...TENDER_SUPPLIER_KEY, 'project-notice', projectId] as const,
};
