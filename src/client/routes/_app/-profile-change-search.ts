// Not a route (the '-' prefix): the change detail's search, apart from the screens so that the route
// files (part of the first bundle) do not pull the change-record feature in with it.

export interface ChangeDetailSearch {
  version: number;
  field?: string;
}

export function validateChangeDetailSearch(search: Record<string, unknown>): ChangeDetailSearch {
  const version = Number(search.version);
  return {
    version: Number.isSafeInteger(version) && version > 0 ? version : 0,
    ...(typeof search.field === 'string' && search.field ? { field: search.field } : {}),
  };
}
