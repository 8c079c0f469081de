import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  isFormalSupplier,
  type OrgActor,
  type ProjectRow,
  requireBuyerSide,
  requireFormalSupplier,
  requireSupplierVisibleProject,
  runsProject,
  tenderError,
} from '../tender-common';

/**
 * Who may do what with signups (rules in tender-common): formal suppliers sign up to published
 * projects; the buyer side running the project reads and audits its signups. A project or signup that
 * is not the caller's answers exactly like a missing one.
 */
export const signupNotFound = () => tenderError('NOT_FOUND', 'signupNotFound', { field: 'id' });

export const signupSupplier = (actor: Actor): OrgActor =>
  requireFormalSupplier(actor, 'tender:errors.formalSupplierOnly');

/** The project a supplier signs up to; one never published does not exist for suppliers. */
export const signupProject = (db: Db, projectId: string): Promise<ProjectRow> =>
  requireSupplierVisibleProject(db, projectId);

/** The signup's project, for the buyer side that runs it; another organisation's signup is "not found". */
export async function auditedProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  const own = requireBuyerSide(actor);
  const project = await findProject(db, projectId);
  if (!project || !runsProject(own.departId, project)) throw signupNotFound();
  return project;
}

/**
 * The organisation whose signups the caller lists on `side` (supplier, or project owner), or null. The
 * role must match the side too, as for clarifications: a temporary supplier or an expert placed in a
 * buyer organisation reads nothing, even if an interface permission lets the call through.
 */
export function listerOf(actor: Actor, side: 'supplierDepartId' | 'projectDepartId'): string | null {
  const allowed = side === 'supplierDepartId' ? isFormalSupplier(actor) : isBuyerSide(actor);
  return allowed ? (actor.departId as string) : null;
}
