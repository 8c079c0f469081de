import type { ExpressionBuilder } from 'kysely';
import { OFFER_STATUS, PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import {
  BAIL_REFUND_STATUS as R,
  FEE_KIND,
  type FeeKind,
  type FeeVoucherView,
} from '@/shared/contracts/fees';
import type { DB } from '../../db/schema';
import type { FeeVoucherTable } from '../../db/schema-fees';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

/** Project states after which a paid bail goes back to the supplier. */
export const BAIL_ENDED: readonly string[] = [P.CONCLUDED, P.CANCELLED, P.FAILED];
const GONE_OFFERS = [OFFER_STATUS.WITHDRAWN, OFFER_STATUS.DECRYPTION_FAILED];

export interface VoucherFilter {
  id?: string;
  projectId?: string;
  supplierDepartId?: string;
  /** Vouchers of projects run by this organisation (itself or as their agency). */
  projectDepartId?: string;
  kind?: string;
  auditStatus?: string;
  refundStatus?: string;
}

type Eb = ExpressionBuilder<DB & { v: FeeVoucherTable; p: DB['tender_projects'] }, 'v' | 'p'>;

/** The supplier withdrew: it sent offers and none of them still stands. */
function withdrew(eb: Eb) {
  const offers = (gone: boolean) =>
    eb
      .selectFrom('tender_offers as o')
      .select('o.id')
      .whereRef('o.project_id', '=', 'v.project_id')
      .whereRef('o.supplier_depart_id', '=', 'v.supplier_depart_id')
      .where('o.status', gone ? 'in' : 'not in', GONE_OFFERS);
  return eb.and([eb.exists(offers(true)), eb.not(eb.exists(offers(false)))]);
}

/** An approved bail not refunded yet whose project ended, or whose supplier withdrew (or marked due). */
function bailDue(eb: Eb) {
  return eb.and([
    eb('v.kind', '=', FEE_KIND.BAIL),
    eb('v.audit_status', '=', AUDIT_STATUS.APPROVED),
    eb('v.refund_status', '!=', R.REFUNDED),
    eb.or([eb('v.refund_status', '=', R.DUE), eb('p.status', 'in', BAIL_ENDED), withdrew(eb)]),
  ]);
}

function filtered(db: Db, f: VoucherFilter) {
  let q = db.selectFrom('fee_vouchers as v').innerJoin('tender_projects as p', 'p.id', 'v.project_id');
  if (f.id) q = q.where('v.id', '=', f.id);
  if (f.projectId) q = q.where('v.project_id', '=', f.projectId);
  if (f.supplierDepartId) q = q.where('v.supplier_depart_id', '=', f.supplierDepartId);
  if (f.projectDepartId) q = q.where(runByOrg(f.projectDepartId));
  if (f.kind) q = q.where('v.kind', '=', f.kind);
  if (f.auditStatus) q = q.where('v.audit_status', '=', f.auditStatus);
  if (f.refundStatus === R.REFUNDED) q = q.where('v.refund_status', '=', R.REFUNDED);
  else if (f.refundStatus === R.DUE) q = q.where((eb) => bailDue(eb as unknown as Eb));
  else if (f.refundStatus === R.NOT_DUE)
    q = q
      .where('v.kind', '=', FEE_KIND.BAIL)
      .where((eb) => eb.not(bailDue(eb as unknown as Eb)))
      .where('v.refund_status', '!=', R.REFUNDED);
  return q;
}

function select(db: Db, f: VoucherFilter) {
  return filtered(db, f)
    .leftJoin('organisations as o', 'o.id', 'v.supplier_depart_id')
    .selectAll('v')
    .select((eb) => [
      'p.project_code',
      'p.name as project_name',
      'p.status as project_status',
      'o.name as supplier_name',
      eb
        .case()
        .when(bailDue(eb as unknown as Eb))
        .then(1)
        .else(0)
        .end()
        .as('due'),
    ]);
}

export type VoucherRow = FeeVoucherTable & {
  project_code: string;
  project_name: string;
  project_status: string;
  supplier_name: string | null;
  due: number | string;
};

export function voucherView(row: VoucherRow): FeeVoucherView {
  const bail = row.kind === FEE_KIND.BAIL;
  const refundStatus = !bail
    ? null
    : row.refund_status === R.REFUNDED
      ? R.REFUNDED
      : Number(row.due) === 1
        ? R.DUE
        : R.NOT_DUE;
  return {
    id: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    projectStatus: row.project_status,
    supplierDepartId: row.supplier_depart_id,
    supplierName: row.supplier_name ?? '',
    kind: row.kind as FeeKind,
    amount: row.amount,
    fileName: row.file_name,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    auditStatus: row.audit_status,
    rejectReason: row.reject_reason,
    auditedAt: row.audited_at,
    refundStatus,
    refundedAt: row.refunded_at,
    refundRemark: row.refund_remark,
    uploadedAt: row.uploaded_at,
  };
}

export async function findVoucher(db: Db, id: string): Promise<VoucherRow | undefined> {
  return select(db, { id }).executeTakeFirst() as Promise<VoucherRow | undefined>;
}

/** The supplier's vouchers on a project (at most one per kind). */
export async function vouchersOf(db: Db, projectId: string, supplierDepartId: string): Promise<VoucherRow[]> {
  return (await select(db, { projectId, supplierDepartId }).execute()) as VoucherRow[];
}

/** Newest upload first, id as tie-break so pages are stable. */
export async function listVouchers(
  db: Db,
  filter: VoucherFilter,
  window: { limit: number; offset: number },
): Promise<VoucherRow[]> {
  return (await select(db, filter)
    .orderBy('v.uploaded_at', 'desc')
    .orderBy('v.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()) as VoucherRow[];
}

export async function countVouchers(db: Db, filter: VoucherFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

export async function insertVoucher(trx: Trx, row: FeeVoucherTable): Promise<void> {
  await trx.insertInto('fee_vouchers').values(row).execute();
}

/** Changes the voucher if it is still at `version`; false when someone changed it meanwhile. */
export async function updateVoucher(
  trx: Trx,
  id: string,
  version: number,
  set: Partial<FeeVoucherTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('fee_vouchers')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the approved, unrefunded bails of a project due (a cancelled project). */
export async function markBailsDue(trx: Trx, projectId: string): Promise<number> {
  const result = await trx
    .updateTable('fee_vouchers')
    .set((eb) => ({ refund_status: R.DUE, version: eb(eb.ref('version'), '+', 1) }))
    .where('project_id', '=', projectId)
    .where('kind', '=', FEE_KIND.BAIL)
    .where('audit_status', '=', AUDIT_STATUS.APPROVED)
    .where('refund_status', '=', R.NOT_DUE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function hasApprovedSignup(db: Db, projectId: string, departId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_signups')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .where('audit_status', '=', AUDIT_STATUS.APPROVED)
    .executeTakeFirst();
  return !!row;
}
