/** ?id= of the question detail and answer screens (missing: the screen says to pick one). */
export function questionIdSearch(search: Record<string, unknown>): { id?: string } {
  return typeof search.id === 'string' && search.id ? { id: search.id } : {};
}

/** ?projectId= of the ask screens and the buyer's list. */
export function questionProjectSearch(search: Record<string, unknown>): { projectId?: string } {
  return typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {};
}
