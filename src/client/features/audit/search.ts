/** ?projectId= of the public timeline page (missing: the page asks for one). */
export function auditTimelineSearch(search: Record<string, unknown>): { projectId?: string } {
  return typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {};
}
