import type { Actor } from '../../lib/request-context';
import { type Db, isFormalExpert, type ProjectRow, requireOwnProject } from '../tender-common';

/**
 * Who may do what with the committee (rules in tender-common): the buyer side forms the committee of its
 * own organisation's projects (another organisation's answers as missing); formal experts read their own
 * tasks.
 */
export const committeeProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId);

/** The expert whose tasks the caller reads, or null for anyone else. */
export const expertOf = (actor: Actor): string | null =>
  isFormalExpert(actor) && actor.userId ? actor.userId : null;
