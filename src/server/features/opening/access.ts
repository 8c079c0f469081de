import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  ownProject,
  type ProjectRow,
  requireFormalSupplier,
  requireOwnProject,
  supplierVisible,
} from '../tender-common';
import * as repo from './repository';

/**
 * Who may open sealed offers and read the record (rules in tender-common): the buyer side of the
 * organisation running the project opens and confirms (another organisation's project answers as
 * missing); the record is read by that organisation and by the suppliers that sent offers.
 */
export const openingError = (
  code: 'FORBIDDEN' | 'CONFLICT',
  key: string,
  extra: { field?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `tender:errors.offer.${key}`, ...extra });

export const openingProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId, { role: 'tender:errors.offer.buyersOnly' });

/** The project whose opening record the actor reads. */
export async function recordProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  if (isBuyerSide(actor)) return ownProject(actor, await findProject(db, projectId));
  const { departId } = requireFormalSupplier(actor, 'tender:errors.offer.suppliersOnly');
  const project = supplierVisible(await findProject(db, projectId));
  if (!(await repo.hasOffered(db, project.id, departId))) throw openingError('FORBIDDEN', 'notParticipant');
  return project;
}
