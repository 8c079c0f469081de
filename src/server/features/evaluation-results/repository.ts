import { EXPERT_TASK_STATUS, OFFER_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import type { EvaluationOutcomeTable, EvaluationStepResultTable } from '../../db/schema-evaluation-results';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/**
 * The results' reads and writes. The evaluation's tables (steps, criteria, sheets; migration 039) are
 * read here directly until the evaluation index exports its reads; the committee's tasks likewise.
 */

export async function projectExtras(db: Db, projectId: string) {
  const row = await db
    .selectFrom('tender_projects as p')
    .leftJoin('evaluation_configs as c', 'c.project_id', 'p.id')
    .select(['p.tender_method', 'c.price_method', 'c.price_weight'])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  return {
    tenderMethod: row?.tender_method ?? '',
    priceMethod: row?.price_method ?? null,
    priceWeight: row?.price_weight ?? null,
  };
}

export async function listMembers(db: Db, projectId: string) {
  const rows = await db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('users as u', 'u.id', 't.expert_user_id')
    .leftJoin('evaluation_report_signatures as s', (j) =>
      j.onRef('s.project_id', '=', 't.project_id').onRef('s.expert_user_id', '=', 't.expert_user_id'),
    )
    .select((eb) => [
      't.id as task_id',
      't.expert_user_id',
      't.status',
      'u.name',
      's.signed_at',
      eb
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .innerJoin('organisations as o', 'o.id', 'ur.depart_id')
        .select('o.name')
        .whereRef('ur.user_id', '=', 't.expert_user_id')
        .where('r.code', '=', ROLES.FORMAL_EXPERT)
        .orderBy('o.name')
        .limit(1)
        .as('depart_name'),
    ])
    .where('t.project_id', '=', projectId)
    .orderBy('t.assigned_at')
    .orderBy('u.name')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({
    taskId: r.task_id,
    userId: r.expert_user_id,
    name: r.name,
    departName: r.depart_name ?? null,
    taskStatus: r.status,
    signedAt: r.signed_at ?? null,
  }));
}

export async function listSteps(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_steps')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('seq')
    .orderBy('step_code')
    .execute();
}

export async function listCriteria(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_criteria')
    .select(['id', 'step_code', 'name', 'kind', 'max_points'])
    .where('project_id', '=', projectId)
    .orderBy('step_code')
    .orderBy('seq')
    .orderBy('id')
    .execute();
}

/** The submitted sheets of a step with their lines (callers gate who may see them). */
export async function listSheets(db: Db, projectId: string, stepCode: string) {
  const sheets = await db
    .selectFrom('evaluation_sheets')
    .select(['id', 'expert_user_id', 'submitted_at'])
    .where('project_id', '=', projectId)
    .where('step_code', '=', stepCode)
    .orderBy('submitted_at')
    .orderBy('id')
    .execute();
  const lines =
    sheets.length === 0
      ? []
      : await db
          .selectFrom('evaluation_scores')
          .selectAll()
          .where(
            'sheet_id',
            'in',
            sheets.map((s) => s.id),
          )
          .execute();
  return sheets.map((s) => ({
    expertUserId: s.expert_user_id,
    submittedAt: s.submitted_at,
    lines: lines
      .filter((l) => l.sheet_id === s.id)
      .map((l) => ({
        criterionId: l.criterion_id,
        offerId: l.offer_id,
        points: l.points,
        passed: l.passed === null ? null : l.passed === 1,
        reason: l.reason,
      })),
  }));
}

/** Who sent a sheet for each step (names of the sender only, never the lines). */
export async function sheetSenders(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_sheets')
    .select(['step_code', 'expert_user_id'])
    .where('project_id', '=', projectId)
    .execute();
}

/** Offers that took part in the evaluation: opened, and later rejected or ranked. */
export async function listOffers(db: Db, projectId: string) {
  const rows = await db
    .selectFrom('tender_offers as o')
    .leftJoin('organisations as g', 'g.id', 'o.supplier_depart_id')
    .select(['o.id', 'o.status', 'o.received_at', 'o.opened_json', 'g.name as supplier_name'])
    .where('o.project_id', '=', projectId)
    .where('o.status', 'in', [OFFER_STATUS.OPENED, OFFER_STATUS.REJECTED, OFFER_STATUS.RANKED])
    .orderBy('o.received_at')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => {
    let price: string | null = null;
    try {
      const content = r.opened_json ? (JSON.parse(r.opened_json) as { totalPrice?: unknown }) : null;
      price = typeof content?.totalPrice === 'string' ? content.totalPrice : null;
    } catch {
      price = null;
    }
    return {
      offerId: r.id,
      status: r.status,
      receivedAt: r.received_at,
      supplierName: r.supplier_name ?? '',
      price,
    };
  });
}

export async function listStepResults(db: Db, projectId: string) {
  return db.selectFrom('evaluation_step_results').selectAll().where('project_id', '=', projectId).execute();
}

export async function insertStepResult(trx: Trx, row: EvaluationStepResultTable): Promise<void> {
  await trx.insertInto('evaluation_step_results').values(row).execute();
}

/** Step 00 -> 01 only while still open, so two summaries apply once. */
export async function closeStep(trx: Trx, projectId: string, stepCode: string, by: string, at: string) {
  const result = await trx
    .updateTable('evaluation_steps')
    .set({ status: '01', summarised_by: by, summarised_at: at })
    .where('project_id', '=', projectId)
    .where('step_code', '=', stepCode)
    .where('status', '=', '00')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listScraps(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_scraps as s')
    .innerJoin('users as u', 'u.id', 's.recorded_by')
    .select(['s.offer_id', 's.reason', 's.recorded_at', 'u.name as recorded_by'])
    .where('s.project_id', '=', projectId)
    .orderBy('s.recorded_at')
    .execute();
}

export async function insertScrap(
  trx: Trx,
  row: { project_id: string; offer_id: string; reason: string; recorded_by: string; recorded_at: string },
) {
  await trx.insertInto('evaluation_scraps').values(row).execute();
}

export async function listOutcomes(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_outcomes')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('rank')
    .orderBy('offer_id')
    .execute();
}

export async function insertOutcomes(trx: Trx, rows: readonly EvaluationOutcomeTable[]) {
  if (rows.length > 0)
    await trx
      .insertInto('evaluation_outcomes')
      .values([...rows])
      .execute();
}

export async function setOfferStatus(trx: Trx, offerId: string, status: string, at: string) {
  await trx.updateTable('tender_offers').set({ status, updated_at: at }).where('id', '=', offerId).execute();
}

/** Every member's task to `status` (never backwards). */
export async function moveTasks(trx: Trx, projectId: string, status: string, at: string) {
  const order = Object.values(EXPERT_TASK_STATUS);
  const below = order.slice(0, order.indexOf(status as (typeof order)[number]));
  await trx
    .updateTable('evaluation_tasks')
    .set({ status, updated_at: at })
    .where('project_id', '=', projectId)
    .where('status', 'in', below.length > 0 ? below : [''])
    .execute();
}

/** Moves the project from `from` to `to` only while it is still `from`. */
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
    .set((eb) => ({ status: to, version: eb(eb.ref('version'), '+', 1), updated_by: by, updated_at: at }))
    .where('id', '=', projectId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Projects of the organisation (or its agency) in evaluation or after it, newest first (max 100). */
export async function buyerProjects(db: Db, departId: string, statuses: readonly string[]) {
  return db
    .selectFrom('tender_projects as p')
    .leftJoin('evaluation_reports as r', 'r.project_id', 'p.id')
    .select(['p.id', 'p.name', 'p.project_code', 'p.status', 'r.sha256'])
    .where((eb) => eb.or([eb('p.depart_id', '=', departId), eb('p.agency_org_id', '=', departId)]))
    .where('p.status', 'in', [...statuses])
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id')
    .limit(100)
    .execute();
}
