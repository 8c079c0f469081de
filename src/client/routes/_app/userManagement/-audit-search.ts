// Not a route (the '-' prefix): the audit detail's search, apart from the screens so that the route
// files (part of the first bundle) do not pull the audit feature in with it.

export interface AuditDetailSearch {
  ownerId: string;
}

export const auditDetailSearch = (search: Record<string, unknown>): AuditDetailSearch => ({
  ownerId: typeof search.ownerId === 'string' ? search.ownerId : '',
});
