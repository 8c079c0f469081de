/** Query keys of the buyer's tender screens; every change invalidates the root. */
export const TENDER_BUYER_KEY = ['tender-buyer'] as const;

export const tenderBuyerKeys = {
  projects: [...TENDER_BUYER_KEY, 'projects'] as const,
  project: (id: string) => [...TENDER_BUYER_KEY, 'project', id] as const,
  projectOptions: [...TENDER_BUYER_KEY, 'project-options'] as const,
  signups: [...TENDER_BUYER_KEY, 'signups'] as const,
  clarifications: [...TENDER_BUYER_KEY, 'clarifications'] as const,
  experts: (projectId: string) => [...TENDER_BUYER_KEY, 'experts', projectId] as const,
  committee: (projectId: string) => [...TENDER_BUYER_KEY, 'committee', projectId] as const,
  openingRecord: (projectId: string) => [...TENDER_BUYER_KEY, 'opening-record', projectId] as const,
  documents: (projectId: string) => [...TENDER_BUYER_KEY, 'documents', projectId] as const,
};
