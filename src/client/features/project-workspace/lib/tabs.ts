/** The workspace's tabs in their order; `?tab=` names one (unknown or absent: base). */
export const WORKSPACE_TABS = [
  'base',
  'rules',
  'subjects',
  'documents',
  'signups',
  'fees',
  'invitations',
  'clarifications',
  'offers',
  'committee',
  'timeline',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export interface DriveSearch {
  projectId?: string;
  tab?: WorkspaceTab;
}

/** ?projectId= and ?tab= of the drive's routes. */
export function driveSearch(search: Record<string, unknown>): DriveSearch {
  const out: DriveSearch = {};
  if (typeof search.projectId === 'string' && search.projectId) out.projectId = search.projectId;
  const tab = search.tab;
  if (typeof tab === 'string' && (WORKSPACE_TABS as readonly string[]).includes(tab))
    out.tab = tab as WorkspaceTab;
  return out;
}
