import type { SignupView } from '@/shared/contracts/tenders';
import type { TenderSignupTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

export interface SignupFilter {
  /** Signups of this supplier organisation. */
  supplierDepartId?: string;
  /** Signups of projects run by this organisation (its own or entrusted to it as agency). */
  projectDepartId?: string;
  projectId?: string;
  auditStatus?: string;
}

function filtered(db: Db, filter: SignupFilter) {
  let q = db
    .selectFrom('tender_signups as s')
    .innerJoin('tender_projects as p', 'p.id', 's.project_id')
    .leftJoin('organisations as o', 'o.id', 's.supplier_depart_id');
  if (filter.supplierDepartId) q = q.where('s.supplier_depart_id', '=', filter.supplierDepartId);
  if (filter.projectDepartId) q = q.where(runByOrg(filter.projectDepartId));
  if (filter.projectId) q = q.where('s.project_id', '=', filter.projectId);
  if (filter.auditStatus) q = q.where('s.audit_status', '=', filter.auditStatus);
  return q;
}

function select(db: Db, filter: SignupFilter) {
  return filtered(db, filter)
    .selectAll('s')
    .select([
      'p.name as project_name',
      'p.project_code',
      'p.signup_end_time',
      'p.quote_end_time',
      'p.status as project_status',
      'o.name as supplier_name',
    ]);
}

export type SignupRow = TenderSignupTable & {
  project_name: string;
  project_code: string;
  signup_end_time: string;
  quote_end_time: string;
  project_status: string;
  supplier_name: string | null;
};

/** A signup row joined with its project and supplier as the screens read it. */
export function signupView(row: SignupRow): SignupView {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    projectCode: row.project_code,
    supplierDepartId: row.supplier_depart_id,
    supplierName: row.supplier_name ?? '',
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    remark: row.remark,
    auditStatus: row.audit_status,
    rejectReason: row.reject_reason,
    receivedAt: row.received_at,
    signupEndTime: row.signup_end_time,
    quoteEndTime: row.quote_end_time,
    projectStatus: row.project_status,
  };
}

export async function countSignups(db: Db, filter: SignupFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

/** Newest receipt first, id as tie-break so pages are stable. */
export async function listSignups(
  db: Db,
  filter: SignupFilter,
  window: { limit: number; offset: number },
): Promise<SignupView[]> {
  const rows = await select(db, filter)
    .orderBy('s.received_at', 'desc')
    .orderBy('s.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(signupView);
}

export async function findSignup(db: Db, id: string): Promise<SignupView | undefined> {
  const row = await select(db, {}).where('s.id', '=', id).executeTakeFirst();
  return row ? signupView(row) : undefined;
}

export async function findSignupOf(
  db: Db,
  projectId: string,
  supplierDepartId: string,
): Promise<SignupView | undefined> {
  const row = await select(db, { projectId, supplierDepartId }).executeTakeFirst();
  return row ? signupView(row) : undefined;
}

export async function orgTypeOf(db: Db, departId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('organisations')
    .select('org_type')
    .where('id', '=', departId)
    .executeTakeFirst();
  return row?.org_type;
}

export async function insertSignup(trx: Trx, row: TenderSignupTable): Promise<void> {
  await trx.insertInto('tender_signups').values(row).execute();
}

export async function updateSignup(trx: Trx, id: string, set: Partial<TenderSignupTable>): Promise<void> {
  await trx.updateTable('tender_signups').set(set).where('id', '=', id).execute();
}
