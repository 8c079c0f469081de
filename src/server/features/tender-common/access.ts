import type { Kysely } from 'kysely';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import type { DB } from '../../db/schema';
import type { TenderProjectTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';

/**
 * Who may do what around a project, shared by signups, clarifications and the committee. Projects are
 * read here directly (a few columns) so these areas do not wait on the project service.
 */
export type Db = Kysely<DB> | Trx;

/** Buyer, agency or business side acting for an organisation: they run that organisation's projects. */
export const isBuyerSide = (actor: Actor) => isBuyerSideRole(actor.roleCode) && !!actor.departId;
export const isFormalSupplier = (actor: Actor) =>
  actor.roleCode === ROLES.FORMAL_SUPPLIER && !!actor.departId;
export const isFormalExpert = (actor: Actor) => actor.roleCode === ROLES.FORMAL_EXPERT;

export const tenderError = (code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND', key: string, extra = {}) =>
  new AppError(code, { messageKey: `tender:errors.${key}`, ...extra });

export type ProjectRow = Pick<
  TenderProjectTable,
  'id' | 'project_code' | 'name' | 'depart_id' | 'status' | 'signup_end_time' | 'quote_end_time'
>;

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('tender_projects')
    .select(['id', 'project_code', 'name', 'depart_id', 'status', 'signup_end_time', 'quote_end_time'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function requireProject(db: Db, id: string): Promise<ProjectRow> {
  const project = await findProject(db, id);
  if (!project) throw tenderError('NOT_FOUND', 'projectNotFound', { field: 'projectId' });
  return project;
}

/** The project, when the actor is on the buyer side of the organisation that runs it. */
export async function requireOwnProject(db: Db, actor: Actor, id: string): Promise<ProjectRow> {
  if (!isBuyerSide(actor)) throw tenderError('FORBIDDEN', 'buyerOnly');
  const project = await requireProject(db, id);
  if (project.depart_id !== actor.departId) throw tenderError('FORBIDDEN', 'notYourProject');
  return project;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint/.test(String(e?.message));
}

/**
 * Runs a unit of work again when a concurrent writer inserted the same unique row first: the second
 * run sees that row and takes the update (or skip) path instead of failing.
 */
export async function retryOnUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return work();
    throw error;
  }
}
