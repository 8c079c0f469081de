import { type Expression, type SqlBool, sql } from 'kysely';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { UnpaidSignupView, UnpaidTab } from '@/shared/contracts/supplier-response';
import { centsToYuan } from '@/shared/rules/plan-money';
import { containsText, countOf } from '../../lib/paging';
import type { Db } from '../tender-common';
import { runBy } from './response-repository';

/**
 * docRecordNoFreeList: approved signups of projects whose rules set a document fee and that hold no
 * approved document-fee voucher. Reads a few columns of project_rules (project-rules area) and
 * fee_vouchers (fees area) directly, as tender-common reads projects: the list needs them joined, and
 * neither area offers a per-signup page.
 */
const DOCUMENT_FEE = '01';
const voucherWith = (status: string) =>
  sql<SqlBool>`exists (select 1 from fee_vouchers v where v.project_id = s.project_id and v.supplier_depart_id = s.supplier_depart_id and v.kind = ${DOCUMENT_FEE} and v.audit_status = ${status})`;

export const UNPAID_STATE: Record<UnpaidTab, Expression<SqlBool>> = {
  voucherPending: voucherWith(AUDIT_STATUS.PENDING),
  voucherRejected: sql<SqlBool>`not ${voucherWith(AUDIT_STATUS.PENDING)} and ${voucherWith(AUDIT_STATUS.REJECTED)}`,
  unpaid: sql<SqlBool>`not ${voucherWith(AUDIT_STATUS.PENDING)} and not ${voucherWith(AUDIT_STATUS.REJECTED)}`,
};

export interface UnpaidFilter {
  departId: string;
  projectId?: string | undefined;
  keyword?: string | undefined;
  tab?: UnpaidTab;
}

function filtered(db: Db, filter: UnpaidFilter) {
  let q = db
    .selectFrom('tender_signups as s')
    .innerJoin('tender_projects as p', 'p.id', 's.project_id')
    .innerJoin('project_rules as r', 'r.project_id', 's.project_id')
    .leftJoin('organisations as o', 'o.id', 's.supplier_depart_id')
    .where(runBy(filter.departId))
    .where('s.audit_status', '=', AUDIT_STATUS.APPROVED)
    .where(sql<SqlBool>`r.document_fee_cents is not null and r.document_fee_cents > 0`)
    .where(sql<SqlBool>`not ${voucherWith(AUDIT_STATUS.APPROVED)}`);
  if (filter.projectId) q = q.where('s.project_id', '=', filter.projectId);
  const keyword = filter.keyword?.trim();
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        containsText('o.name', keyword),
        containsText('p.name', keyword),
        containsText('p.project_code', keyword),
      ]),
    );
  if (filter.tab) q = q.where(UNPAID_STATE[filter.tab]);
  return q;
}

export async function countUnpaid(db: Db, filter: UnpaidFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

export async function listUnpaid(
  db: Db,
  filter: UnpaidFilter,
  window: { limit: number; offset: number },
): Promise<UnpaidSignupView[]> {
  const rows = await filtered(db, filter)
    .select([
      's.id',
      's.project_id',
      's.supplier_depart_id',
      's.contact_name',
      's.contact_phone',
      'p.project_code',
      'p.name as project_name',
      'p.status as project_status',
      'o.name as supplier_name',
      sql<string>`cast(r.document_fee_cents as text)`.as('fee_cents'),
      sql<number>`case when ${UNPAID_STATE.voucherPending} then 1 when ${UNPAID_STATE.voucherRejected} then 2 else 0 end`.as(
        'state',
      ),
    ])
    .orderBy('s.received_at', 'desc')
    .orderBy('s.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const states: UnpaidTab[] = ['unpaid', 'voucherPending', 'voucherRejected'];
  return rows.map((row) => ({
    signupId: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    projectStatus: row.project_status,
    supplierDepartId: row.supplier_depart_id,
    supplierName: row.supplier_name ?? '',
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    documentFee: centsToYuan(BigInt(row.fee_cents)),
    state: states[Number(row.state)] ?? 'unpaid',
  }));
}
