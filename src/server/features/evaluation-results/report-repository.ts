import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** The evaluation report (the PDF and its hash) and the committee's signatures of it. */

export async function findReport(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_reports')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

export async function reportMeta(db: Db, projectId: string) {
  return db
    .selectFrom('evaluation_reports')
    .select(['sha256', 'size', 'generated_at', 'completed_at', 'failed_reason'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

export async function insertReport(
  trx: Trx,
  row: {
    project_id: string;
    pdf_base64: string;
    sha256: string;
    size: number;
    generated_by: string;
    generated_at: string;
    failed_reason: string | null;
  },
) {
  await trx
    .insertInto('evaluation_reports')
    .values({ ...row, completed_at: null })
    .execute();
}

export async function completeReport(trx: Trx, projectId: string, at: string) {
  await trx
    .updateTable('evaluation_reports')
    .set({ completed_at: at })
    .where('project_id', '=', projectId)
    .execute();
}

export async function insertSignature(trx: Trx, projectId: string, userId: string, at: string) {
  await trx
    .insertInto('evaluation_report_signatures')
    .values({ project_id: projectId, expert_user_id: userId, signed_at: at })
    .execute();
}

/** Projects where the expert sits on the committee and a report exists that they have not signed. */
export async function pendingSignatures(db: Db, userId: string) {
  return db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('tender_projects as p', 'p.id', 't.project_id')
    .innerJoin('evaluation_reports as r', 'r.project_id', 't.project_id')
    .leftJoin('evaluation_report_signatures as s', (j) =>
      j.onRef('s.project_id', '=', 't.project_id').onRef('s.expert_user_id', '=', 't.expert_user_id'),
    )
    .select(['p.id', 'p.name', 'p.project_code', 'p.status', 'r.sha256'])
    .where('t.expert_user_id', '=', userId)
    .where('s.signed_at', 'is', null)
    .where('r.failed_reason', 'is', null)
    .orderBy('r.generated_at', 'desc')
    .orderBy('p.id')
    .limit(100)
    .execute();
}
