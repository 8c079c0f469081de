import type { EvaluationStep } from '@/shared/codes/evaluation';
import type { SheetView } from '@/shared/contracts/evaluation';
import type { EvaluationScoreTable } from '../../db/schema-evaluation';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** The experts' submitted sheets and their lines (drafts live on the devices until sent). */

/** Who submitted which step (no scores). */
export async function submissions(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_sheets')
    .select(['step_code', 'expert_user_id', 'submitted_at'])
    .where('project_id', '=', projectId)
    .execute();
}

export async function findSheet(db: Db, projectId: string, stepCode: string, expertUserId: string) {
  return db
    .selectFrom('evaluation_sheets')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('step_code', '=', stepCode)
    .where('expert_user_id', '=', expertUserId)
    .executeTakeFirst();
}

export async function writeSheet(
  trx: Trx,
  sheet: { id: string; project_id: string; step_code: string; expert_user_id: string; submitted_at: string },
  lines: EvaluationScoreTable[],
  replace: boolean,
): Promise<void> {
  if (replace) {
    await trx.deleteFrom('evaluation_scores').where('sheet_id', '=', sheet.id).execute();
    await trx
      .updateTable('evaluation_sheets')
      .set({ submitted_at: sheet.submitted_at })
      .where('id', '=', sheet.id)
      .execute();
  } else {
    await trx.insertInto('evaluation_sheets').values(sheet).execute();
  }
  // Chunks keep each insert under the drivers' bound-parameter limits.
  for (let i = 0; i < lines.length; i += 150) {
    await trx
      .insertInto('evaluation_scores')
      .values(lines.slice(i, i + 150))
      .execute();
  }
}

/** The sheets of a step (all experts', or one expert's), with their lines. */
export async function readSheets(
  db: Db,
  projectId: string,
  stepCode: string,
  expertUserId?: string,
): Promise<(SheetView & { expertUserId: string })[]> {
  let q = db
    .selectFrom('evaluation_sheets')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('step_code', '=', stepCode);
  if (expertUserId) q = q.where('expert_user_id', '=', expertUserId);
  const sheets = await q.orderBy('submitted_at').orderBy('id').execute();
  if (sheets.length === 0) return [];
  const lines = await db
    .selectFrom('evaluation_scores')
    .selectAll()
    .where(
      'sheet_id',
      'in',
      sheets.map((s) => s.id),
    )
    .orderBy('criterion_id')
    .orderBy('offer_id')
    .execute();
  return sheets.map((s) => ({
    expertUserId: s.expert_user_id,
    stepCode: s.step_code as EvaluationStep,
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

/** The expert's tasks with their projects, newest assignment first. */
export async function tasksOf(db: Db, expertUserId: string, limit: number) {
  return db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('tender_projects as p', 'p.id', 't.project_id')
    .select(['t.project_id', 't.status', 'p.project_code', 'p.name'])
    .where('t.expert_user_id', '=', expertUserId)
    .orderBy('t.assigned_at', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
