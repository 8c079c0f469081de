import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { isBuyerSideRole } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';

/**
 * Who may do what around a project: the one place for the tender areas' role checks and for the answer
 * to a project that is not the caller's. Each area's access.ts builds its own rules on these. Projects
 * are read here directly (a few columns) so the areas do not wait on the project service.
 */
export type Db = Kysely<DB> | Trx;

/** An actor acting for an organisation (departId set). */
export type OrgActor = Actor & { departId: string };

/** Buyer, agency or business side acting for an organisation: they run that organisation's projects. */
export const isBuyerSide = (actor: Actor): actor is OrgActor =>
  isBuyerSideRole(actor.roleCode) && !!actor.departId;
/** A formal supplier acting for its organisation: the one role that signs up, sends offers, sees open tenders. */
export const isFormalSupplier = (actor: Actor): actor is OrgActor =>
  actor.roleCode === ROLES.FORMAL_SUPPLIER && !!actor.departId;
export const isFormalExpert = (actor: Actor) => actor.roleCode === ROLES.FORMAL_EXPERT;

export const tenderError = (code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND', key: string, extra = {}) =>
  new AppError(code, { messageKey: `tender:errors.${key}`, ...extra });

/**
 * The route's screen grant lets a role in; the tender rules also need the role itself and an
 * organisation, since an administrator could grant the screen to any role. `messageKey` says what the
 * area keeps for that role.
 */
export function requireBuyerSide(actor: Actor, messageKey = 'tender:errors.buyerOnly'): OrgActor {
  if (!isBuyerSide(actor)) throw new AppError('FORBIDDEN', { messageKey, rule: 'role' });
  return actor;
}

export function requireFormalSupplier(actor: Actor, messageKey = 'tender:errors.supplierOnly'): OrgActor {
  if (!isFormalSupplier(actor)) throw new AppError('FORBIDDEN', { messageKey, rule: 'role' });
  return actor;
}

/**
 * The one answer for a project the caller may not see, missing or not: another organisation's project
 * (buyer side) or one never published (suppliers) answers exactly like a missing one, so a probe cannot
 * learn that it exists. `field` names the request's project id field.
 */
export function projectNotFound(field = 'projectId'): AppError {
  return new AppError('NOT_FOUND', { messageKey: 'tender:errors.projectNotFound', field });
}

type Owned =
  | { depart_id: string; agency_org_id?: string | null }
  | { departId: string; agencyOrgId?: string | null };
const departOf = (project: Owned) => ('depart_id' in project ? project.depart_id : project.departId);
const agencyOf = (project: Owned) =>
  ('depart_id' in project ? project.agency_org_id : project.agencyOrgId) ?? null;

/**
 * Whether the organisation runs the project: its own (the buyer's) or one entrusted to it as the
 * project's agency (agency_org_id). The agency has the buyer's rights on that project only.
 */
export const runsProject = (departId: string, project: Owned): boolean =>
  departOf(project) === departId || agencyOf(project) === departId;

/**
 * The list filter matching runsProject: projects (alias `alias` of tender_projects) the organisation
 * runs itself or as their agency.
 */
export const runByOrg = (departId: string, alias = 'p'): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(`${alias}.depart_id`)} = ${departId} or ${sql.ref(`${alias}.agency_org_id`)} = ${departId})`;

/**
 * The project, when the actor is on the buyer side of the organisation that runs it (or of its entrusted
 * agency); refuses other roles (`role`: the area's message) and answers another organisation's project
 * as missing.
 */
export function ownProject<T extends Owned>(
  actor: Actor,
  project: T | undefined,
  options: { field?: string; role?: string } = {},
): T {
  const own = requireBuyerSide(actor, options.role);
  if (!project || !runsProject(own.departId, project)) throw projectNotFound(options.field);
  return project;
}

/** A project exists for suppliers once published (a cancelled draft never was). */
export function supplierVisible<T extends { published_at: string | null }>(
  project: T | undefined,
  field?: string,
): T {
  if (!project || project.published_at === null) throw projectNotFound(field);
  return project;
}

export type ProjectRow = Pick<
  Selectable<DB['tender_projects']>,
  | 'id'
  | 'project_code'
  | 'name'
  | 'depart_id'
  | 'agency_org_id'
  | 'status'
  | 'signup_end_time'
  | 'quote_end_time'
  | 'published_at'
  | 'opened_at'
>;

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('tender_projects')
    .select([
      'id',
      'project_code',
      'name',
      'depart_id',
      'agency_org_id',
      'status',
      'signup_end_time',
      'quote_end_time',
      'published_at',
      'opened_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The project by id, for the buyer side of the organisation that runs it (see ownProject). */
export async function requireOwnProject(
  db: Db,
  actor: Actor,
  id: string,
  options: { field?: string; role?: string } = {},
): Promise<ProjectRow> {
  requireBuyerSide(actor, options.role);
  return ownProject(actor, await findProject(db, id), options);
}

/** The project by id, when suppliers may see it (published once). */
export async function requireSupplierVisibleProject(db: Db, id: string, field?: string): Promise<ProjectRow> {
  return supplierVisible(await findProject(db, id), field);
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
