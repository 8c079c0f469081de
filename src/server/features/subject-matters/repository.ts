import type { Insertable } from 'kysely';
import { AUDIT_STATUS } from '@/shared/contracts/admin-material-items';
import { ENABLE_STATUS } from '@/shared/contracts/admin-material';
import type { SubjectMatterView } from '@/shared/contracts/subject-matters';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { SubjectMatterTable } from '../../db/schema-subject-matters';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** Plain reads and writes of subject matters; the service owns the unit of work, rules and audit. */
export type SubjectMatterInsert = Insertable<SubjectMatterTable>;

const COLUMNS = [
  'id',
  'project_id',
  'line_no',
  'material_id',
  'category_code',
  'material_name',
  'specification',
  'quantity',
  'unit_code',
  'unit_price',
  'delivery_place',
  'delivery_date',
  'remark',
  'version',
  'updated_at',
] as const;

function lines(db: Db) {
  return db
    .selectFrom('subject_matters')
    .select(COLUMNS)
    .select((eb) => eb.cast<string>('amount_cents', 'text').as('cents'));
}
type Row = Awaited<ReturnType<ReturnType<typeof lines>['execute']>>[number];

const toView = (r: Row, planLineIds: string[]): SubjectMatterView => ({
  id: r.id,
  projectId: r.project_id,
  lineNo: Number(r.line_no),
  materialId: r.material_id,
  categoryCode: r.category_code,
  materialName: r.material_name,
  specification: r.specification,
  quantity: r.quantity,
  unitCode: r.unit_code,
  unitPrice: r.unit_price,
  amount: centsToYuan(BigInt(r.cents ?? '0')),
  deliveryPlace: r.delivery_place,
  deliveryDate: r.delivery_date,
  remark: r.remark,
  planLineIds,
  version: Number(r.version),
  updatedAt: r.updated_at,
});

async function withLinks(db: Db, rows: Row[]): Promise<SubjectMatterView[]> {
  const links = new Map<string, string[]>();
  const ids = rows.map((r) => r.id);
  // Chunks keep the parameter count under SQLite's limit for a project of many lines.
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db
      .selectFrom('subject_matter_plan_lines')
      .select(['subject_matter_id', 'plan_line_id'])
      .where('subject_matter_id', 'in', ids.slice(i, i + 500))
      .orderBy('plan_line_id')
      .execute();
    for (const l of found)
      links.set(l.subject_matter_id, [...(links.get(l.subject_matter_id) ?? []), l.plan_line_id]);
  }
  return rows.map((r) => toView(r, links.get(r.id) ?? []));
}

/** The project's subject matters in line order. */
export async function listLines(db: Db, projectId: string): Promise<SubjectMatterView[]> {
  const rows = await lines(db).where('project_id', '=', projectId).orderBy('line_no').orderBy('id').execute();
  return withLinks(db, rows);
}

/** The project's subject matters of these ids (others and other projects' are left out). */
export async function findLines(
  db: Db,
  projectId: string,
  ids: readonly string[],
): Promise<SubjectMatterView[]> {
  if (ids.length === 0) return [];
  const rows = await lines(db)
    .where('project_id', '=', projectId)
    .where('id', 'in', [...ids])
    .orderBy('line_no')
    .orderBy('id')
    .execute();
  return withLinks(db, rows);
}

export async function countLines(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('subject_matters')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextLineNo(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('subject_matters')
    .select((eb) => eb.fn.max('line_no').as('n'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertLine(trx: Trx, row: SubjectMatterInsert, planLineIds: readonly string[] = []) {
  await trx.insertInto('subject_matters').values(row).execute();
  await linkPlanLines(trx, row.id, planLineIds);
}

export async function linkPlanLines(trx: Trx, id: string, planLineIds: readonly string[]) {
  for (const planLineId of new Set(planLineIds))
    await trx
      .insertInto('subject_matter_plan_lines')
      .values({ subject_matter_id: id, plan_line_id: planLineId })
      .execute();
}

/** Changes a line when it still has `version`; false when someone changed it meanwhile. */
export async function updateLine(
  trx: Trx,
  id: string,
  version: number,
  changes: Partial<Omit<SubjectMatterInsert, 'id' | 'project_id' | 'version'>>,
): Promise<boolean> {
  const done = await trx
    .updateTable('subject_matters')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function deleteLines(trx: Trx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await trx
    .deleteFrom('subject_matter_plan_lines')
    .where('subject_matter_id', 'in', [...ids])
    .execute();
  await trx
    .deleteFrom('subject_matters')
    .where('id', 'in', [...ids])
    .execute();
}

/** Numbers the project's lines 1..n again in their order, after a delete or a merge. */
export async function renumber(trx: Trx, projectId: string) {
  const rows = await trx
    .selectFrom('subject_matters')
    .select(['id', 'line_no'])
    .where('project_id', '=', projectId)
    .orderBy('line_no')
    .orderBy('id')
    .execute();
  for (const [i, r] of rows.entries())
    if (Number(r.line_no) !== i + 1)
      await trx
        .updateTable('subject_matters')
        .set({ line_no: i + 1 })
        .where('id', '=', r.id)
        .execute();
}

/** A catalogue item a subject matter may name: approved ('01') and enabled ('00'), with its category code. */
export async function catalogueItem(db: Db, id: string) {
  return db
    .selectFrom('material_items as i')
    .innerJoin('material_categories as c', 'c.id', 'i.category_id')
    .select(['i.id', 'i.name', 'i.spec', 'i.unit', 'c.code as category_code'])
    .where('i.id', '=', id)
    .where('i.audit_status', '=', AUDIT_STATUS.APPROVED)
    .where('i.status', '=', ENABLE_STATUS.ENABLED)
    .executeTakeFirst();
}

/** Plan lines by id, in the order given (for a scheme's new project). */
export async function planLines(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('plan_lines')
    .select([
      'id',
      'material_id',
      'category_code',
      'material_name',
      'specification',
      'quantity',
      'unit_code',
      'unit_price',
      'delivery_place',
      'delivery_date',
      'remark',
    ])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** True when the supplier organisation signed up for the project (a refused signup does not count). */
export async function signedUp(db: Db, projectId: string, supplierDepartId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_signups')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', supplierDepartId)
    .where('audit_status', '!=', '02')
    .executeTakeFirst();
  return !!row;
}

/** True when the expert sits on the project's evaluation committee. */
export async function onCommittee(db: Db, projectId: string, expertUserId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', expertUserId)
    .executeTakeFirst();
  return !!row;
}

/** Approved, enabled catalogue items by code, with their category code (the import's material column). */
export async function catalogueByCode(db: Db, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  const out = [];
  for (let i = 0; i < unique.length; i += 500)
    out.push(
      ...(await db
        .selectFrom('material_items as i')
        .innerJoin('material_categories as c', 'c.id', 'i.category_id')
        .select(['i.id', 'i.code', 'i.name', 'i.spec', 'i.unit', 'c.code as category_code'])
        .where('i.code', 'in', unique.slice(i, i + 500))
        .where('i.audit_status', '=', AUDIT_STATUS.APPROVED)
        .where('i.status', '=', ENABLE_STATUS.ENABLED)
        .execute()),
    );
  return out;
}

/** Catalogue codes of the items the lines name (for the export). */
export async function materialCodes(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const out: { id: string; code: string }[] = [];
  for (let i = 0; i < unique.length; i += 500)
    out.push(
      ...(await db
        .selectFrom('material_items')
        .select(['id', 'code'])
        .where('id', 'in', unique.slice(i, i + 500))
        .execute()),
    );
  return out;
}
