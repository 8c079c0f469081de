import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { PLAN_STATUS } from '@/shared/codes/plans';
import type { GoodsAllotmentTable, ResultPublicityTable, ResultWinnerTable } from '../../db/schema-results';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** The results' own tables (migration 041) and the few reads of the project around them. */

export async function findPublicity(db: Db, projectId: string): Promise<ResultPublicityTable | undefined> {
  return db.selectFrom('result_publicity').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

/** Once per project: a signed report replayed does not restart its publicity. */
export async function insertPublicity(trx: Trx, row: ResultPublicityTable): Promise<void> {
  if (await findPublicity(trx, row.project_id)) return;
  await trx.insertInto('result_publicity').values(row).execute();
}

export async function projectExtras(db: Db, projectId: string) {
  const row = await db
    .selectFrom('tender_projects')
    .select(['tender_method', 'package_id', 'version'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  return {
    tenderMethod: row?.tender_method ?? '',
    packageId: row?.package_id ?? null,
    version: row?.version ?? 1,
  };
}

export async function listWinners(db: Db, projectId: string): Promise<ResultWinnerTable[]> {
  return db
    .selectFrom('result_winners')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('rank')
    .orderBy('org_id')
    .execute();
}

export async function replaceWinners(trx: Trx, projectId: string, rows: readonly ResultWinnerTable[]) {
  await trx.deleteFrom('result_winners').where('project_id', '=', projectId).execute();
  if (rows.length > 0)
    await trx
      .insertInto('result_winners')
      .values([...rows])
      .execute();
}

export async function listAllotments(db: Db, projectId: string): Promise<GoodsAllotmentTable[]> {
  return db
    .selectFrom('goods_allotments')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('subject_matter_id')
    .orderBy('org_id')
    .execute();
}

export async function replaceAllotments(trx: Trx, projectId: string, rows: readonly GoodsAllotmentTable[]) {
  await trx.deleteFrom('goods_allotments').where('project_id', '=', projectId).execute();
  if (rows.length > 0)
    await trx
      .insertInto('goods_allotments')
      .values([...rows])
      .execute();
}

export async function listSubjectMatters(db: Db, projectId: string) {
  return db
    .selectFrom('subject_matters')
    .select(['id', 'line_no', 'material_name', 'quantity', 'unit_code'])
    .where('project_id', '=', projectId)
    .orderBy('line_no')
    .execute();
}

/** Whether the supplier organisation took part: an approved signup or an offer. */
export async function isBidder(db: Db, projectId: string, departId: string): Promise<boolean> {
  const signup = await db
    .selectFrom('tender_signups')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .where('audit_status', '=', AUDIT_STATUS.APPROVED)
    .executeTakeFirst();
  if (signup) return true;
  const offer = await db
    .selectFrom('tender_offers')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .executeTakeFirst();
  return !!offer;
}

const listed = (db: Db) =>
  db
    .selectFrom('tender_projects as p')
    .innerJoin('result_publicity as r', 'r.project_id', 'p.id')
    .select(['p.id', 'p.name', 'p.project_code', 'p.status', 'r.ends_at'])
    .orderBy('r.ends_at', 'desc')
    .orderBy('p.id')
    .limit(200);

/** Projects with a publicity the buyer side's organisation runs. */
export async function buyerPublicityProjects(db: Db, departId: string, statuses: readonly string[]) {
  return listed(db)
    .where((eb) => eb.or([eb('p.depart_id', '=', departId), eb('p.agency_org_id', '=', departId)]))
    .where('p.status', 'in', [...statuses])
    .execute();
}

/** Projects with a publicity the supplier took part in, or open tenders (method 01). */
export async function supplierPublicityProjects(
  db: Db,
  departId: string,
  statuses: readonly string[],
  openMethod: string,
) {
  return listed(db)
    .where('p.status', 'in', [...statuses])
    .where((eb) =>
      eb.or([
        eb('p.tender_method', '=', openMethod),
        eb.exists(
          eb
            .selectFrom('tender_signups as s')
            .select('s.id')
            .whereRef('s.project_id', '=', 'p.id')
            .where('s.supplier_depart_id', '=', departId)
            .where('s.audit_status', '=', AUDIT_STATUS.APPROVED),
        ),
        eb.exists(
          eb
            .selectFrom('tender_offers as o')
            .select('o.id')
            .whereRef('o.project_id', '=', 'p.id')
            .where('o.supplier_depart_id', '=', departId),
        ),
      ]),
    )
    .execute();
}

/** 06 -> 07 only from 06, so two conclusions apply once. */
export async function moveProject(
  trx: Trx,
  projectId: string,
  from: string,
  to: string,
  by: string,
  at: string,
) {
  const result = await trx
    .updateTable('tender_projects')
    .set((eb) => ({ status: to, updated_by: by, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', projectId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The plan lines behind the project (its package's lines and the lines its subject matters came from)
 * still in a scheme (06) become procured (07). Returns the ids moved.
 */
export async function procurePlanLines(trx: Trx, projectId: string, packageId: string | null, at: string) {
  const fromSubjects = await trx
    .selectFrom('subject_matter_plan_lines as l')
    .innerJoin('subject_matters as s', 's.id', 'l.subject_matter_id')
    .select('l.plan_line_id')
    .where('s.project_id', '=', projectId)
    .execute();
  const ids = new Set(fromSubjects.map((r) => r.plan_line_id));
  if (packageId) {
    const inPackage = await trx
      .selectFrom('plan_lines')
      .select('id')
      .where('package_id', '=', packageId)
      .execute();
    for (const r of inPackage) ids.add(r.id);
  }
  if (ids.size === 0) return [];
  const moving = await trx
    .selectFrom('plan_lines')
    .select('id')
    .where('id', 'in', [...ids])
    .where('status', '=', PLAN_STATUS.IN_SCHEME)
    .execute();
  if (moving.length === 0) return [];
  await trx
    .updateTable('plan_lines')
    .set({ status: PLAN_STATUS.PROCURED, updated_at: at })
    .where(
      'id',
      'in',
      moving.map((r) => r.id),
    )
    .execute();
  return moving.map((r) => r.id);
}
