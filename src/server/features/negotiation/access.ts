import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
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
import { isCommitteeLeader } from '../committee';
import { isCommitteeMember } from './list-repository';

const NS = 'negotiation';

export const negotiationError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; rule?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `${NS}:errors.${key}`, ...extra });

/** Missing or not the caller's: one answer, so a probe learns nothing. */
export const notFound = (field = 'projectId') => negotiationError('NOT_FOUND', 'notFound', { field });

export const requireSupplier = (actor: Actor) => requireFormalSupplier(actor, `${NS}:errors.supplierOnly`);
export const requireBuyer = (actor: Actor) => requireBuyerSide(actor, `${NS}:errors.buyerOnly`);
export function requireExpert(actor: Actor): Actor {
  if (!isFormalExpert(actor)) throw negotiationError('FORBIDDEN', 'expertOnly', { rule: 'role' });
  return actor;
}

/** Project statuses in which rounds run: opened (04) or in evaluation (05). */
const NEGOTIATING: readonly string[] = [PURCHASE_STATUS.OPENING, PURCHASE_STATUS.EVALUATING];

/** A method 13 project past its opening, of the buyer side that runs it (others: missing). */
export async function buyerProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  const { departId } = requireBuyer(actor);
  const project = await findProject(db, projectId);
  if (!project || !runsProject(departId, project)) throw notFound();
  return project;
}

/** A project on whose committee the expert sits (others: missing). */
export async function expertProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  requireExpert(actor);
  const project = await findProject(db, projectId);
  if (!project || !(await isCommitteeMember(db, project.id, actor.userId))) throw notFound();
  return project;
}

/** Rounds need competitive negotiation, an opening that ran, and a project still being decided. */
export async function requireNegotiable(db: Db, project: ProjectRow): Promise<void> {
  const row = await db
    .selectFrom('tender_projects')
    .select('tender_method')
    .where('id', '=', project.id)
    .executeTakeFirst();
  if (row?.tender_method !== TENDER_METHOD.COMPETITIVE_NEGOTIATION)
    throw negotiationError('CONFLICT', 'notNegotiation', { field: 'projectId' });
  if (project.opened_at === null) throw negotiationError('CONFLICT', 'notOpened', { field: 'projectId' });
  if (!NEGOTIATING.includes(project.status))
    throw negotiationError('CONFLICT', 'notNegotiating', { field: 'projectId' });
}

/**
 * Who runs the rounds of a project: the buyer side that runs it, or its committee's elected leader
 * (design note section 9). Another expert, or another project, answers as missing.
 */
export async function runnerProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  if (!isFormalExpert(actor)) return buyerProject(db, actor, projectId);
  const project = await findProject(db, projectId);
  if (!project || !(await isCommitteeLeader(db, project.id, actor.userId))) throw notFound();
  return project;
}

/** Whether the reader may start and open rounds (the buyer side, the committee leader). */
export async function mayRun(db: Db, actor: Actor, projectId: string): Promise<boolean> {
  return !isFormalExpert(actor) || isCommitteeLeader(db, projectId, actor.userId);
}
