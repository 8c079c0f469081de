/** ?projectId=&tab= of the supplierResponse lists; ?id= of their detail screens. */
export interface ResponseListSearch {
  projectId?: string;
  tab?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function responseListSearch(search: Record<string, unknown>): ResponseListSearch {
  const projectId = text(search.projectId);
  const tab = text(search.tab);
  return { ...(projectId ? { projectId } : {}), ...(tab ? { tab } : {}) };
}

export function responseIdSearch(search: Record<string, unknown>): { id?: string } {
  const id = text(search.id);
  return id ? { id } : {};
}
