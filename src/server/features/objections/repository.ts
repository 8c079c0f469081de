import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { ComplaintTable, ObjectionFileTable, ObjectionTable } from '../../db/schema-objections';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

/** Which objections a list reads: the filters of the screens plus the reader's data scope. */
export interface ObjectionFilter {
  id?: string;
  projectId?: string;
  supplierDepartId?: string;
  /** Objections on projects this organisation runs (itself or as their agency). */
  projectDepartId?: string;
  status?: string;
  kind?: string;
  statuses?: readonly string[];
}

export type ObjectionRow = ObjectionTable & {
  project_code: string;
  project_name: string;
  project_status: string;
  project_depart_id: string;
  project_agency_org_id: string | null;
  supplier_name: string | null;
};

function filtered(db: Db, f: ObjectionFilter) {
  let q = db.selectFrom('objections as b').innerJoin('tender_projects as p', 'p.id', 'b.project_id');
  if (f.id) q = q.where('b.id', '=', f.id);
  if (f.projectId) q = q.where('b.project_id', '=', f.projectId);
  if (f.supplierDepartId) q = q.where('b.supplier_depart_id', '=', f.supplierDepartId);
  if (f.projectDepartId) q = q.where(runByOrg(f.projectDepartId));
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.statuses) q = q.where('b.status', 'in', [...f.statuses]);
  if (f.kind) q = q.where('b.kind', '=', f.kind);
  return q;
}

function select(db: Db, f: ObjectionFilter) {
  return filtered(db, f)
    .leftJoin('organisations as o', 'o.id', 'b.supplier_depart_id')
    .selectAll('b')
    .select([
      'p.project_code',
      'p.name as project_name',
      'p.status as project_status',
      'p.depart_id as project_depart_id',
      'p.agency_org_id as project_agency_org_id',
      'o.name as supplier_name',
    ]);
}

export async function findObjection(db: Db, id: string): Promise<ObjectionRow | undefined> {
  return select(db, { id }).executeTakeFirst();
}

/** Waiting ones first (00, 01), then newest filing; id as tie-break so pages are stable. */
export async function listObjections(
  db: Db,
  filter: ObjectionFilter,
  window: { limit: number; offset: number },
): Promise<ObjectionRow[]> {
  return select(db, filter)
    .orderBy((eb) => eb.case().when('b.status', 'in', ['00', '01']).then(0).else(1).end())
    .orderBy('b.filed_at', 'desc')
    .orderBy('b.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countObjections(db: Db, filter: ObjectionFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

export async function insertObjection(trx: Trx, row: ObjectionTable): Promise<void> {
  await trx.insertInto('objections').values(row).execute();
}

/** Changes the objection if it is still at `version`; false when someone changed it meanwhile. */
export async function updateObjection(
  trx: Trx,
  id: string,
  version: number,
  set: Partial<ObjectionTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('objections')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function filesOf(db: Db, objectionId: string): Promise<ObjectionFileTable[]> {
  return db
    .selectFrom('objection_files')
    .selectAll()
    .where('objection_id', '=', objectionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findFile(db: Db, id: string): Promise<ObjectionFileTable | undefined> {
  return db.selectFrom('objection_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertFile(trx: Trx, row: ObjectionFileTable): Promise<void> {
  await trx.insertInto('objection_files').values(row).execute();
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

/** The projects the organisation's approved signups are on (the supplier's project picker). */
export async function approvedSignupProjects(db: Db, departId: string) {
  return db
    .selectFrom('tender_signups as s')
    .innerJoin('tender_projects as p', 'p.id', 's.project_id')
    .select(['p.id', 'p.project_code', 'p.name', 'p.status'])
    .where('s.supplier_depart_id', '=', departId)
    .where('s.audit_status', '=', AUDIT_STATUS.APPROVED)
    .orderBy('p.project_code')
    .limit(300)
    .execute();
}

export async function isCommitteeExpert(db: Db, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The holiday table's marks between two days ('00' holiday, '01' adjusted working day). */
export async function holidayMarks(db: Db, fromDay: string, toDay: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('holidays')
    .select(['day', 'day_type'])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  return new Map(rows.map((r) => [r.day, r.day_type]));
}

/** Active users holding the role (the supervisors a complaint goes to). */
export async function usersWithRole(db: Db, roleCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select('u.id')
    .distinct()
    .where('r.code', '=', roleCode)
    .where('u.status', '=', '00')
    .execute();
  return rows.map((r) => r.id);
}

export type ComplaintRow = ComplaintTable & {
  project_id: string;
  project_name: string;
  objection_title: string;
  supplier_depart_id: string;
  supplier_name: string | null;
};

function complaintSelect(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('objections as b', 'b.id', 'c.objection_id')
    .innerJoin('tender_projects as p', 'p.id', 'b.project_id')
    .leftJoin('organisations as o', 'o.id', 'b.supplier_depart_id')
    .selectAll('c')
    .select([
      'b.project_id',
      'p.name as project_name',
      'b.title as objection_title',
      'b.supplier_depart_id',
      'o.name as supplier_name',
    ]);
}

export async function findComplaint(db: Db, id: string): Promise<ComplaintRow | undefined> {
  return complaintSelect(db).where('c.id', '=', id).executeTakeFirst();
}

export async function complaintOf(db: Db, objectionId: string): Promise<ComplaintRow | undefined> {
  return complaintSelect(db).where('c.objection_id', '=', objectionId).executeTakeFirst();
}

export async function listComplaints(
  db: Db,
  filter: { status?: string | undefined },
  window: { limit: number; offset: number },
): Promise<{ rows: ComplaintRow[]; total: number }> {
  let q = complaintSelect(db);
  let c = db.selectFrom('complaints as c');
  if (filter.status) {
    q = q.where('c.status', '=', filter.status);
    c = c.where('c.status', '=', filter.status);
  }
  const [rows, total] = await Promise.all([
    q.orderBy('c.filed_at', 'desc').orderBy('c.id').limit(window.limit).offset(window.offset).execute(),
    c.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: countOf(total) };
}

export async function insertComplaint(trx: Trx, row: ComplaintTable): Promise<void> {
  await trx.insertInto('complaints').values(row).execute();
}

export async function updateComplaint(
  trx: Trx,
  id: string,
  version: number,
  set: Partial<ComplaintTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('complaints')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
