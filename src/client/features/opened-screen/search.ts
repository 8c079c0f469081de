/** ?projectId= of the opened screen (missing: the screen lists the projects the user may watch). */
export function openedScreenSearch(search: Record<string, unknown>): { projectId?: string } {
  return typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {};
}
