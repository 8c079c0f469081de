import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  isFormalSupplier,
  type ProjectRow,
  requireOwnProject,
  runsProject,
} from '../tender-common';
import * as repo from './repository';

const NS = 'results';

export const resultError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; rule?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `${NS}:errors.${key}`, ...extra });

/** Missing or not the caller's: one answer, so a probe learns nothing. */
export const notFound = () => resultError('NOT_FOUND', 'projectNotFound', { field: 'projectId' });

/** The statuses whose results are published: publicity and after the conclusion. */
export const PUBLISHED_RESULTS: readonly string[] = [PURCHASE_STATUS.PUBLICITY, PURCHASE_STATUS.CONCLUDED];

/** The buyer side running the project (its organisation or its agency). */
export const buyerProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId, { role: `${NS}:errors.buyerOnly` });

/**
 * Who reads a project's publicity: the buyer side running it; a formal supplier that took part (approved
 * signup or offer) or, for an open tender, any formal supplier. Anyone else's answers as missing.
 */
export async function publicityReader(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  const project = await findProject(db, projectId);
  if (!project || !PUBLISHED_RESULTS.includes(project.status)) throw notFound();
  if (isBuyerSide(actor)) {
    if (!runsProject(actor.departId, project)) throw notFound();
    return project;
  }
  if (!isFormalSupplier(actor)) throw resultError('FORBIDDEN', 'readerOnly', { rule: 'role' });
  const { tenderMethod } = await repo.projectExtras(db, project.id);
  if (tenderMethod === TENDER_METHOD.OPEN || (await repo.isBidder(db, project.id, actor.departId)))
    return project;
  throw notFound();
}
