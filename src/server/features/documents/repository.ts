import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { TenderDocumentView } from '@/shared/contracts/tender-documents';
import type { TenderDocumentTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

export function documentView(row: TenderDocumentTable): TenderDocumentView {
  return {
    id: row.id,
    projectId: row.project_id,
    kind: row.kind,
    fileName: row.file_name,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}

export async function insertDocument(trx: Trx, row: TenderDocumentTable): Promise<void> {
  await trx.insertInto('tender_documents').values(row).execute();
}

/** The document, removed or not (a replayed upload must find its own row). */
export async function findDocument(db: Db, id: string): Promise<TenderDocumentTable | undefined> {
  return db.selectFrom('tender_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The project's documents in upload order. */
export async function listDocuments(db: Db, projectId: string): Promise<TenderDocumentTable[]> {
  return db
    .selectFrom('tender_documents')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('removed', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function markRemoved(trx: Trx, id: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('tender_documents')
    .set({ removed: 1, removed_at: at })
    .where('id', '=', id)
    .where('removed', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

export async function hasEvaluationTask(db: Db, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}
