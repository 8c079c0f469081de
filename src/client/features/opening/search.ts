// The hall routes' search parsing, pure (index.ts would bring the screens into the first bundle).
import type { UnattendedScope } from '@/shared/contracts/opening-hall';

export interface HallDetailSearch {
  projectId?: string;
}

export const hallDetailSearch = (search: Record<string, unknown>): HallDetailSearch =>
  typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {};

export interface UnattendedSearch {
  scope?: UnattendedScope;
}

export const unattendedSearch = (search: Record<string, unknown>): UnattendedSearch =>
  search.scope === 'upcoming' ? { scope: 'upcoming' } : {};
