import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  isFormalExpert,
  requireBuyerSide,
  requireFormalSupplier,
  runsProject,
} from '../tender-common';
import {
  type ClarificationRow,
  findClarificationRow,
  isApprovedSignup,
  isSignedUp,
} from './receipt-repository';

/** A clarification the caller may not see answers exactly like a missing one. */
export const clarificationNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'clarifications:errors.notFound', field: 'id' });

/** The buyer side of the organisation running the project (or its entrusted agency). */
export async function buyerClarification(db: Db, actor: Actor, id: string): Promise<ClarificationRow> {
  const own = requireBuyerSide(actor);
  const row = await findClarificationRow(db, id);
  if (!row || !runsProject(own.departId, row)) throw clarificationNotFound();
  return row;
}

/**
 * A supplier organisation signed up for the project (any audit: it reads); `approved` also asks for
 * an approved signup (it confirms receipt).
 */
export async function supplierClarification(
  db: Db,
  actor: Actor,
  id: string,
  options: { approved?: boolean } = {},
): Promise<ClarificationRow> {
  const supplier = requireFormalSupplier(actor);
  const row = await findClarificationRow(db, id);
  if (!row) throw clarificationNotFound();
  const allowed = options.approved
    ? await isApprovedSignup(db, row.project_id, supplier.departId)
    : await isSignedUp(db, row.project_id, supplier.departId);
  if (!allowed) throw clarificationNotFound();
  return row;
}

/** An expert of the project's committee (evaluation_tasks). */
export async function expertClarification(db: Db, actor: Actor, id: string): Promise<ClarificationRow> {
  const row = await findClarificationRow(db, id);
  if (!row || !isFormalExpert(actor) || !actor.userId) throw clarificationNotFound();
  const task = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', row.project_id)
    .where('expert_user_id', '=', actor.userId)
    .executeTakeFirst();
  if (!task) throw clarificationNotFound();
  return row;
}
