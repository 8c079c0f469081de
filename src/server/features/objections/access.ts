import { ROLES } from '@/shared/codes/roles';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  isBuyerSide,
  isFormalExpert,
  isFormalSupplier,
  type OrgActor,
  requireBuyerSide,
  requireFormalSupplier,
  runsProject,
} from '../tender-common';
import { isCommitteeExpert, type ObjectionRow } from './repository';

/**
 * Who may do what with objections (rules in tender-common): a formal supplier files and follows its
 * organisation's; the buyer side of the organisation running the project (or its entrusted agency)
 * handles them; the project's committee experts read them; the platform's supervisors (SYS_ADMIN with
 * the audit grant) read all and decide complaints. Anyone else's answers exactly like a missing one.
 */
export const objectionNotFound = (field = 'id') =>
  new AppError('NOT_FOUND', { messageKey: 'objections:errors.notFound', field });

export const objectionSupplier = (actor: Actor): OrgActor =>
  requireFormalSupplier(actor, 'objections:errors.supplierOnly');
export const objectionBuyer = (actor: Actor): OrgActor =>
  requireBuyerSide(actor, 'objections:errors.buyerOnly');
export const isSupervisor = (actor: Actor): boolean => actor.roleCode === ROLES.SYS_ADMIN;

export function requireSupervisor(actor: Actor): Actor {
  if (!isSupervisor(actor))
    throw new AppError('FORBIDDEN', { messageKey: 'objections:errors.supervisorOnly', rule: 'role' });
  return actor;
}

const runs = (departId: string, row: ObjectionRow) =>
  runsProject(departId, { depart_id: row.project_depart_id, agency_org_id: row.project_agency_org_id });

/** The objection, for the buyer side running its project; anyone else's answers as missing. */
export function handledObjection(actor: Actor, row: ObjectionRow | undefined): ObjectionRow {
  const own = objectionBuyer(actor);
  if (!row || !runs(own.departId, row)) throw objectionNotFound();
  return row;
}

/** The objection, for its filer's organisation; anyone else's answers as missing. */
export function ownObjection(actor: Actor, row: ObjectionRow | undefined, field = 'id'): ObjectionRow {
  const own = objectionSupplier(actor);
  if (!row || row.supplier_depart_id !== own.departId) throw objectionNotFound(field);
  return row;
}

/** Whether the actor may read the objection (and its attachments). */
export async function mayRead(db: Db, actor: Actor, row: ObjectionRow): Promise<boolean> {
  if (isFormalSupplier(actor)) return row.supplier_depart_id === actor.departId;
  if (isBuyerSide(actor)) return runs(actor.departId, row);
  if (isFormalExpert(actor)) return isCommitteeExpert(db, row.project_id, actor.userId);
  return isSupervisor(actor);
}
