// Not a route (the '-' prefix): the search of the scheme entry and detail screens.

export interface SchemeIdSearch {
  id?: string;
}

/** The scheme named in the address; none for a new scheme. */
export const schemeIdSearch = (search: Record<string, unknown>): SchemeIdSearch =>
  typeof search.id === 'string' && search.id ? { id: search.id } : {};
