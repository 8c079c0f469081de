/** ?id= of the clarification detail and receipt screens (missing: the screen says to pick one). */
export interface ClarificationSearch {
  id?: string;
}

export function clarificationSearch(search: Record<string, unknown>): ClarificationSearch {
  return typeof search.id === 'string' && search.id ? { id: search.id } : {};
}

/** ?projectId= and ?questionId= of the release screen. */
export interface ReleaseSearch {
  projectId?: string;
  questionId?: string;
}

export function releaseSearch(search: Record<string, unknown>): ReleaseSearch {
  const out: ReleaseSearch = {};
  if (typeof search.projectId === 'string' && search.projectId) out.projectId = search.projectId;
  if (typeof search.questionId === 'string' && search.questionId) out.questionId = search.questionId;
  return out;
}
