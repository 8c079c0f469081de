import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AppError } from '../../lib/app-error';
import { committeeLeader } from '../committee';
import type { Actor } from '../../lib/request-context';
import { type Db, findProject, isFormalExpert, type ProjectRow, requireOwnProject } from '../tender-common';
import * as repo from './repository';

const NS = 'evaluation-results';

export const resultError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; rule?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `${NS}:errors.${key}`, ...extra });

/** Missing or not the caller's: one answer, so a probe learns nothing. */
export const notFound = (field = 'projectId') => resultError('NOT_FOUND', 'projectNotFound', { field });

/** The buyer side running the project (its organisation or its agency). */
export const buyerProject = (db: Db, actor: Actor, projectId: string): Promise<ProjectRow> =>
  requireOwnProject(db, actor, projectId, { role: `${NS}:errors.buyerOnly` });

/** A project on whose committee the calling expert sits, with the members. */
export async function memberProject(db: Db, actor: Actor, projectId: string) {
  if (!isFormalExpert(actor)) throw resultError('FORBIDDEN', 'expertOnly', { rule: 'role' });
  const project = await findProject(db, projectId);
  const members = project ? await repo.listMembers(db, project.id) : [];
  if (!project || !members.some((m) => m.userId === actor.userId)) throw notFound();
  return { project, members };
}

export function requireEvaluating(project: ProjectRow): void {
  if (project.status !== PURCHASE_STATUS.EVALUATING)
    throw resultError('CONFLICT', 'notEvaluating', { field: 'projectId' });
}

/** The committee leader's user id (the committee index's read), or null before the election. */
export type LeaderOf = (db: Db, projectId: string) => Promise<string | null>;

/** The committee's leader read (committee index): the elected leader, or null before the election. */
export const electedLeader: LeaderOf = (db, projectId) => committeeLeader(db, projectId);
