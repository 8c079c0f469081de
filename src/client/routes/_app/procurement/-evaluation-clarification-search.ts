/** ?id= of the evaluation clarification screens a row links to (and ?projectId= of the ask screen). */
export interface ClarificationIdSearch {
  id?: string;
}

export function clarificationIdSearch(search: Record<string, unknown>): ClarificationIdSearch {
  return typeof search.id === 'string' && search.id ? { id: search.id } : {};
}
