// Not a route (the '-' prefix): the search of the plan entry and detail screens.

export interface PlanIdSearch {
  id?: string;
}

/** The plan named in the address; none for a new plan. */
export const planIdSearch = (search: Record<string, unknown>): PlanIdSearch =>
  typeof search.id === 'string' && search.id ? { id: search.id } : {};
