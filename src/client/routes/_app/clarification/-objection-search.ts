// Not a route (the '-' prefix): the search parameters of the objection screens.

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : undefined;

/** ?id= (an objection, or an attachment on fileContent-view). */
export function objectionIdSearch(search: Record<string, unknown>): { id?: string } {
  const id = text(search.id);
  return id ? { id } : {};
}

/** fileContent-edit: ?target=letter|answer&id= (the objection answered). */
export function fileEditSearch(search: Record<string, unknown>): {
  target?: 'letter' | 'answer';
  id?: string;
} {
  const target = search.target === 'answer' || search.target === 'letter' ? search.target : undefined;
  return { ...(target ? { target } : {}), ...objectionIdSearch(search) };
}

/** fileContent-view: ?id= (the attachment) &objectionId= &name=. */
export function fileViewSearch(search: Record<string, unknown>): {
  id?: string;
  objectionId?: string;
  name?: string;
} {
  const objectionId = text(search.objectionId);
  const name = text(search.name);
  return { ...objectionIdSearch(search), ...(objectionId ? { objectionId } : {}), ...(name ? { name } : {}) };
}

/** objection-add: ?projectId= to preselect the project. */
export function projectIdSearch(search: Record<string, unknown>): { projectId?: string } {
  const projectId = text(search.projectId);
  return projectId ? { projectId } : {};
}
