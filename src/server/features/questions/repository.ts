import { sql } from 'kysely';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { QUESTION_STATUS, type QuestionStatus, type QuestionView } from '@/shared/contracts/questions';
import type { TenderQuestionTable } from '../../db/schema-questions';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

/** Whose questions: exactly one audience is set by the service. */
export interface QuestionFilter {
  id?: string;
  /** Projects run by this organisation (buyer side, or the agency entrusted with them). */
  projectDepartId?: string;
  /** This supplier organisation's questions, and the public answers on projects it was approved for. */
  supplierDepartId?: string;
  /** Projects this expert is on the committee of. */
  expertUserId?: string;
  projectId?: string;
  status?: string;
}

function approvedProjectsOf(departId: string) {
  return sql<boolean>`q.project_id in (select s.project_id from tender_signups s where s.supplier_depart_id = ${departId} and s.audit_status = ${AUDIT_STATUS.APPROVED})`;
}

function filtered(db: Db, f: QuestionFilter) {
  let q = db.selectFrom('tender_questions as q').innerJoin('tender_projects as p', 'p.id', 'q.project_id');
  if (f.id) q = q.where('q.id', '=', f.id);
  if (f.projectDepartId) q = q.where(runByOrg(f.projectDepartId));
  const { supplierDepartId, expertUserId } = f;
  if (supplierDepartId) {
    q = q.where((eb) =>
      eb.or([
        eb('q.supplier_depart_id', '=', supplierDepartId),
        eb.and([
          eb('q.is_public', '=', 1),
          eb('q.status', '=', QUESTION_STATUS.ANSWERED),
          approvedProjectsOf(supplierDepartId),
        ]),
      ]),
    );
  }
  if (expertUserId) {
    q = q.where('q.project_id', 'in', (eb) =>
      eb.selectFrom('evaluation_tasks').select('project_id').where('expert_user_id', '=', expertUserId),
    );
  }
  if (f.projectId) q = q.where('q.project_id', '=', f.projectId);
  if (f.status) q = q.where('q.status', '=', f.status);
  return q;
}

function select(db: Db, f: QuestionFilter) {
  return filtered(db, f)
    .leftJoin('organisations as o', 'o.id', 'q.supplier_depart_id')
    .selectAll('q')
    .select([
      'p.project_code',
      'p.name as project_name',
      'p.status as project_status',
      'o.name as supplier_name',
    ]);
}

export type QuestionRow = TenderQuestionTable & {
  project_code: string;
  project_name: string;
  project_status: string;
  supplier_name: string | null;
};

/**
 * The question as `readerDepartId` sees it: another organisation's public answer hides who asked.
 * `readerDepartId` null: the buyer side or an expert (they see the asker).
 */
export function questionView(row: QuestionRow, readerDepartId: string | null): QuestionView {
  const mine = readerDepartId !== null && row.supplier_depart_id === readerDepartId;
  return {
    id: row.id,
    projectId: row.project_id,
    projectCode: row.project_code,
    projectName: row.project_name,
    projectStatus: row.project_status,
    supplierName: readerDepartId === null || mine ? (row.supplier_name ?? '') : null,
    mine,
    title: row.title,
    contentHtml: row.content_html,
    askedAt: row.asked_at,
    status: row.status as QuestionStatus,
    answerHtml: row.answer_html,
    answeredAt: row.answered_at,
    isPublic: Number(row.is_public) === 1,
    version: Number(row.version),
  };
}

export async function findQuestion(db: Db, id: string): Promise<QuestionRow | undefined> {
  return (await select(db, { id }).executeTakeFirst()) as QuestionRow | undefined;
}

/** One question if the filter's audience may read it. */
export async function findVisible(db: Db, filter: QuestionFilter): Promise<QuestionRow | undefined> {
  return (await select(db, filter).executeTakeFirst()) as QuestionRow | undefined;
}

/** Unanswered first, then newest; id as tie-break so pages are stable. */
export async function listQuestions(
  db: Db,
  filter: QuestionFilter,
  window: { limit: number; offset: number },
): Promise<QuestionRow[]> {
  return (await select(db, filter)
    .orderBy('q.status')
    .orderBy('q.asked_at', 'desc')
    .orderBy('q.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute()) as QuestionRow[];
}

export async function countQuestions(db: Db, filter: QuestionFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

export async function insertQuestion(trx: Trx, row: TenderQuestionTable): Promise<void> {
  await trx.insertInto('tender_questions').values(row).execute();
}

/** Changes the question if it is still at `version`; false when someone changed it meanwhile. */
export async function updateQuestion(
  trx: Trx,
  id: string,
  version: number,
  set: Partial<TenderQuestionTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('tender_questions')
    .set({ ...set, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Published projects this supplier organisation was approved for, with their quote end. */
export async function approvedPublishedProjects(db: Db, departId: string, status: string) {
  return db
    .selectFrom('tender_signups as s')
    .innerJoin('tender_projects as p', 'p.id', 's.project_id')
    .leftJoin('project_rules as r', 'r.project_id', 'p.id')
    .select(['p.id', 'p.project_code', 'p.name', 'p.quote_end_time', 'r.question_end_time'])
    .where('s.supplier_depart_id', '=', departId)
    .where('s.audit_status', '=', AUDIT_STATUS.APPROVED)
    .where('p.status', '=', status)
    .orderBy('p.quote_end_time')
    .orderBy('p.id')
    .execute();
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
