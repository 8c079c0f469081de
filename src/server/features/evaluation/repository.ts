import { EXPERT_TASK_STATUS, OFFER_STATUS } from '@/shared/codes/procurement';
import type { EvaluationStep } from '@/shared/codes/evaluation';
import type { EvaluationCriterionView, EvaluationSetup, ReviewOffer } from '@/shared/contracts/evaluation';
import type { EvaluationCriterionTable, EvaluationStepTable } from '../../db/schema-evaluation';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** Offers the committee scores: opened, or ranked (an offer rejected at compliance drops out). */
const REVIEWED_OFFERS: readonly string[] = [OFFER_STATUS.OPENED, OFFER_STATUS.RANKED];
/** Task statuses at which the review has started (the set-up is then locked). */
export const STARTED_TASKS: readonly string[] = [
  EXPERT_TASK_STATUS.REVIEWING,
  EXPERT_TASK_STATUS.SUMMARISED,
  EXPERT_TASK_STATUS.REPORT_SIGNED,
];

export async function readSetup(db: Db, projectId: string): Promise<EvaluationSetup> {
  const [config, steps, criteria] = await Promise.all([
    db.selectFrom('evaluation_configs').selectAll().where('project_id', '=', projectId).executeTakeFirst(),
    db
      .selectFrom('evaluation_steps')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('evaluation_criteria')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('step_code')
      .orderBy('seq')
      .execute(),
  ]);
  const order = new Map(steps.map((s) => [s.step_code, s.seq]));
  return {
    projectId,
    priceMethod: config?.price_method ?? null,
    priceWeight: config?.price_weight ?? null,
    version: config?.version ?? 0,
    steps: steps.map((s) => ({
      stepCode: s.step_code as EvaluationStep,
      seq: s.seq,
      status: s.status,
      summarisedAt: s.summarised_at,
    })),
    criteria: criteria
      .map(toCriterion)
      .sort((a, b) => (order.get(a.stepCode) ?? 0) - (order.get(b.stepCode) ?? 0) || a.seq - b.seq),
  };
}

const toCriterion = (c: EvaluationCriterionTable): EvaluationCriterionView => ({
  id: c.id,
  stepCode: c.step_code as EvaluationStep,
  seq: c.seq,
  name: c.name,
  kind: c.kind,
  maxPoints: c.max_points,
});

export async function hasStarted(db: Db, projectId: string): Promise<boolean> {
  const [task, sheet] = await Promise.all([
    db
      .selectFrom('evaluation_tasks')
      .select('id')
      .where('project_id', '=', projectId)
      .where('status', 'in', [...STARTED_TASKS])
      .executeTakeFirst(),
    db.selectFrom('evaluation_sheets').select('id').where('project_id', '=', projectId).executeTakeFirst(),
  ]);
  return !!task || !!sheet;
}

export async function upsertConfig(
  trx: Trx,
  row: {
    project_id: string;
    price_method: string;
    price_weight: string;
    updated_by: string;
    updated_at: string;
  },
  version: number,
): Promise<void> {
  const found = await trx
    .selectFrom('evaluation_configs')
    .select('version')
    .where('project_id', '=', row.project_id)
    .executeTakeFirst();
  if (found) {
    await trx
      .updateTable('evaluation_configs')
      .set({ ...row, version })
      .where('project_id', '=', row.project_id)
      .execute();
  } else {
    await trx
      .insertInto('evaluation_configs')
      .values({ ...row, version })
      .execute();
  }
}

export async function bumpVersion(trx: Trx, projectId: string, by: string, at: string, version: number) {
  await trx
    .updateTable('evaluation_configs')
    .set({ version, updated_by: by, updated_at: at })
    .where('project_id', '=', projectId)
    .execute();
}

export async function replaceSteps(trx: Trx, projectId: string, rows: EvaluationStepTable[]): Promise<void> {
  await trx.deleteFrom('evaluation_steps').where('project_id', '=', projectId).execute();
  if (rows.length > 0) await trx.insertInto('evaluation_steps').values(rows).execute();
  // Criteria of a step no longer run go with it.
  const kept = rows.map((r) => r.step_code);
  await trx
    .deleteFrom('evaluation_criteria')
    .where('project_id', '=', projectId)
    .where('step_code', 'not in', [...kept, ''])
    .execute();
}

export async function replaceCriteria(
  trx: Trx,
  projectId: string,
  rows: EvaluationCriterionTable[],
): Promise<void> {
  await trx.deleteFrom('evaluation_criteria').where('project_id', '=', projectId).execute();
  if (rows.length > 0) await trx.insertInto('evaluation_criteria').values(rows).execute();
}

export async function findStep(db: Db, projectId: string, stepCode: string) {
  return db
    .selectFrom('evaluation_steps')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('step_code', '=', stepCode)
    .executeTakeFirst();
}

export async function markSummarised(trx: Trx, projectId: string, stepCode: string, by: string, at: string) {
  const result = await trx
    .updateTable('evaluation_steps')
    .set({ status: '01', summarised_by: by, summarised_at: at })
    .where('project_id', '=', projectId)
    .where('step_code', '=', stepCode)
    .where('status', '=', '00')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The committee in assignment order, with names and task statuses. */
export async function members(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('users as u', 'u.id', 't.expert_user_id')
    .select(['t.id', 't.expert_user_id', 't.status', 't.assigned_at', 'u.name'])
    .where('t.project_id', '=', projectId)
    .orderBy('t.assigned_at')
    .orderBy('u.name')
    .execute();
}

export async function setTaskStatus(trx: Trx, projectId: string, from: string, to: string, at: string) {
  const result = await trx
    .updateTable('evaluation_tasks')
    .set({ status: to, updated_at: at })
    .where('project_id', '=', projectId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function reviewOffers(db: Db, projectId: string): Promise<ReviewOffer[]> {
  const rows = await db
    .selectFrom('tender_offers as o')
    .innerJoin('organisations as org', 'org.id', 'o.supplier_depart_id')
    .select(['o.id', 'org.name', 'o.received_at', 'o.opened_json'])
    .where('o.project_id', '=', projectId)
    .where('o.status', 'in', [...REVIEWED_OFFERS])
    .orderBy('o.received_at')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    supplierName: r.name,
    receivedAt: r.received_at,
    openedJson: r.opened_json,
  }));
}
