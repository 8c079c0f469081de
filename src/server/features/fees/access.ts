import type { Actor } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  isFormalSupplier,
  type OrgActor,
  type ProjectRow,
  requireBuyerSide,
  requireFormalSupplier,
  requireSupplierVisibleProject,
  runsProject,
  tenderError,
} from '../tender-common';
import type { VoucherRow } from './repository';

/**
 * Who may do what with fee vouchers (rules in tender-common): a formal supplier sends and reads its own
 * organisation's vouchers; the buyer side of the organisation running the project (or its entrusted agency) reads, audits and
 * refunds them. A voucher or project that is not the caller's answers exactly like a missing one.
 */
export const voucherNotFound = () =>
  tenderError('NOT_FOUND', 'voucherNotFound', { field: 'id', messageKey: 'fees:errors.voucherNotFound' });

export const feeSupplier = (actor: Actor): OrgActor =>
  requireFormalSupplier(actor, 'tender:errors.formalSupplierOnly');

/** The project a supplier pays for: one never published does not exist for suppliers. */
export const payableProject = (db: Db, projectId: string): Promise<ProjectRow> =>
  requireSupplierVisibleProject(db, projectId);

/** The voucher, for the buyer side running its project; anyone else's answers as missing. */
export async function auditableVoucher(db: Db, actor: Actor, voucher: VoucherRow | undefined) {
  const own = requireBuyerSide(actor);
  const project = voucher ? await findProject(db, voucher.project_id) : undefined;
  if (!voucher || !project || !runsProject(own.departId, project)) throw voucherNotFound();
  return { voucher, project };
}

/** Its supplier and the organisation running the project may open a voucher's file. */
export async function mayOpen(db: Db, actor: Actor, voucher: VoucherRow): Promise<boolean> {
  if (isFormalSupplier(actor)) return voucher.supplier_depart_id === actor.departId;
  if (!isBuyerSide(actor)) return false;
  const project = await findProject(db, voucher.project_id);
  return !!project && runsProject(actor.departId, project);
}

/** The organisation whose projects' vouchers the buyer side lists, or null (other roles read nothing). */
export const listerOf = (actor: Actor): string | null => (isBuyerSide(actor) ? actor.departId : null);
