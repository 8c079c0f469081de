/** ?projectId= of the screens a project row links to. */
export interface ProjectSearch {
  projectId?: string;
}

export function projectSearch(search: Record<string, unknown>): ProjectSearch {
  return typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {};
}
