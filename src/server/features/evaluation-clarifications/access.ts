import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { EVALUATION_CLARIFICATION_STATUS as S } from '@/shared/contracts/evaluation-clarifications';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isFormalExpert,
  type ProjectRow,
  requireBuyerSide,
  requireFormalSupplier,
  runsProject,
} from '../tender-common';
import * as repo from './repository';

const NS = 'evaluation-clarifications';

export const clarificationError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; rule?: string } = {},
) => new AppError(code, { messageKey: `${NS}:errors.${key}`, ...extra });

/** Missing or not the caller's: the same answer, so a probe learns nothing. */
export const notFound = (field = 'id') => clarificationError('NOT_FOUND', 'notFound', { field });

export function requireExpert(actor: Actor): Actor {
  if (!isFormalExpert(actor)) throw clarificationError('FORBIDDEN', 'expertOnly', { rule: 'role' });
  return actor;
}

export const requireSupplier = (actor: Actor) => requireFormalSupplier(actor, `${NS}:errors.supplierOnly`);
export const requireBuyer = (actor: Actor) => requireBuyerSide(actor, `${NS}:errors.buyerOnly`);

/** A project whose committee the expert sits on (another project answers as missing). */
export async function committeeProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  requireExpert(actor);
  const project = await findProject(db, projectId);
  if (!project || !(await repo.isCommitteeMember(db, project.id, actor.userId))) throw notFound('projectId');
  return project;
}

export function requireEvaluating(project: ProjectRow, field = 'projectId'): void {
  if (project.status !== PURCHASE_STATUS.EVALUATING)
    throw clarificationError('CONFLICT', 'notEvaluating', { field });
}

/** The clarification, for a member of its project's committee. */
export async function forCommittee(db: Db, actor: Actor, id: string) {
  requireExpert(actor);
  const row = await repo.findListed(db, id);
  if (!row || !(await repo.isCommitteeMember(db, row.project_id, actor.userId))) throw notFound();
  return row;
}

/** The clarification, for the organisation it was put to. */
export async function forSupplier(db: Db, actor: Actor, id: string) {
  const { departId } = requireSupplier(actor);
  const row = await repo.findListed(db, id);
  if (!row || row.supplier_depart_id !== departId) throw notFound();
  return row;
}

/** The clarification, for the buyer side running its project (its own organisation or the agency). */
export async function forBuyer(db: Db, actor: Actor, id: string) {
  const { departId } = requireBuyer(actor);
  const row = await repo.findListed(db, id);
  const project = row ? await findProject(db, row.project_id) : undefined;
  if (!row || !project || !runsProject(departId, project)) throw notFound();
  return row;
}

/** The status a reader sees: an unanswered question past its deadline is expired (server time). */
export function statusAt(row: { status: string; reply_deadline: string }, now: Date) {
  if (row.status === S.REPLIED) return S.REPLIED;
  return Date.parse(row.reply_deadline) < now.getTime() ? S.EXPIRED : S.ASKED;
}
