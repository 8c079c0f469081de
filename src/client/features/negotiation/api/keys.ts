/** Query keys of the negotiation screens; a change invalidates `all`. */
export const negotiationKeys = {
  all: ['negotiation'] as const,
  projects: (role: string, userId: string) => ['negotiation', 'projects', role, userId] as const,
  report: (role: string, userId: string, projectId: string) =>
    ['negotiation', 'report', role, userId, projectId] as const,
  chart: (role: string, userId: string, projectId: string) =>
    ['negotiation', 'chart', role, userId, projectId] as const,
  supplierRounds: (userId: string) => ['negotiation', 'supplier-rounds', userId] as const,
};

/** The round price form: its drafts and outbox entries are keyed by the round. */
export const PRICE_FORM_ID = 'negotiationPrice';
export const priceDraftKey = (roundId: string) => `${PRICE_FORM_ID}:${roundId}`;
