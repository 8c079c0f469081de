import type { Actor } from '../../lib/request-context';
import {
  type Db,
  isBuyerSide,
  isFormalExpert,
  isFormalSupplier,
  type ProjectRow,
  requireOwnProject,
} from '../tender-common';
import type { ClarificationFilter } from './repository';

/**
 * Who may do what with clarifications (rules in tender-common): the buyer side releases them on its own
 * organisation's projects (another organisation's answers as missing); suppliers signed up for the
 * project and its experts read them.
 */
export const releaseProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId);

/** The buyer side's reading scope: its organisation's projects; null for anyone else. */
export const buyerAudience = (actor: Actor): ClarificationFilter | null =>
  isBuyerSide(actor) ? { projectDepartId: actor.departId } : null;

/** The supplier's reading scope: the projects its organisation signed up for; null for anyone else. */
export const supplierAudience = (actor: Actor): ClarificationFilter | null =>
  isFormalSupplier(actor) ? { supplierDepartId: actor.departId } : null;

/** What the actor may read whatever the role, or null for nothing. */
export function audienceOf(actor: Actor): ClarificationFilter | null {
  const side = buyerAudience(actor) ?? supplierAudience(actor);
  if (side) return side;
  if (isFormalExpert(actor) && actor.userId) return { expertUserId: actor.userId };
  return null;
}
