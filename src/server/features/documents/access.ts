import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  isFormalExpert,
  isFormalSupplier,
  type ProjectRow,
  projectNotFound,
  requireBuyerSide,
  requireOwnProject,
  runsProject,
  tenderError,
} from '../tender-common';
import * as repo from './repository';

/**
 * Who may do what with a project's documents (rules in tender-common): the project's organisation
 * uploads and removes them; they are read by that organisation, by suppliers whose signup was approved
 * and by the experts of its committee. To anyone else a project and its documents do not exist.
 */
export const documentNotFound = () => tenderError('NOT_FOUND', 'document.notFound', { field: 'id' });

export async function mayRead(db: Db, actor: Actor, project: ProjectRow): Promise<boolean> {
  if (isBuyerSide(actor)) return runsProject(actor.departId, project);
  if (isFormalSupplier(actor))
    return project.status >= P.PUBLISHED && (await repo.hasApprovedSignup(db, project.id, actor.departId));
  if (isFormalExpert(actor) && actor.userId) return repo.hasEvaluationTask(db, project.id, actor.userId);
  return false;
}

/** The project whose documents the actor lists; "not found" when the actor may not read them. */
export async function readableProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  const project = await findProject(db, projectId);
  if (!project || !(await mayRead(db, actor, project))) throw projectNotFound();
  return project;
}

/** The project the buyer side uploads to: its own organisation's, else "not found". */
export const uploadProject = (db: Db, actor: Actor, projectId: string) =>
  requireOwnProject(db, actor, projectId);

/** The project of a document being removed: another organisation's document answers as missing. */
export async function removableProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  const own = requireBuyerSide(actor);
  const project = await findProject(db, projectId);
  if (!project || !runsProject(own.departId, project)) throw documentNotFound();
  return project;
}
