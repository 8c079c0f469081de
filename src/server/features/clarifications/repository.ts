import type { ClarificationView } from '@/shared/contracts/tenders';
import type { TenderClarificationTable } from '../../db/schema-tenders';
import type { Trx } from '../../db/transact';
import { countOf } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

/** Whose clarifications: exactly one audience is set by the service. */
export interface ClarificationFilter {
  /** Projects run by this organisation (buyer side, or the agency entrusted with them). */
  projectDepartId?: string;
  /** Projects this supplier organisation signed up for, whatever the audit status. */
  supplierDepartId?: string;
  /** Projects this expert is assigned to. */
  expertUserId?: string;
  projectId?: string;
}

function filtered(db: Db, filter: ClarificationFilter) {
  let q = db
    .selectFrom('tender_clarifications as c')
    .innerJoin('tender_projects as p', 'p.id', 'c.project_id');
  if (filter.projectDepartId) q = q.where(runByOrg(filter.projectDepartId));
  const { supplierDepartId, expertUserId } = filter;
  if (supplierDepartId) {
    q = q.where('c.project_id', 'in', (eb) =>
      eb.selectFrom('tender_signups').select('project_id').where('supplier_depart_id', '=', supplierDepartId),
    );
  }
  if (expertUserId) {
    q = q.where('c.project_id', 'in', (eb) =>
      eb.selectFrom('evaluation_tasks').select('project_id').where('expert_user_id', '=', expertUserId),
    );
  }
  if (filter.projectId) q = q.where('c.project_id', '=', filter.projectId);
  return q;
}

function view(
  row: TenderClarificationTable & { project_name: string; project_code: string },
): ClarificationView {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    projectCode: row.project_code,
    title: row.title,
    content: row.content,
    publishedAt: row.published_at,
  };
}

export async function countClarifications(db: Db, filter: ClarificationFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

/** Newest first. */
export async function listClarifications(
  db: Db,
  filter: ClarificationFilter,
  window: { limit: number; offset: number },
): Promise<ClarificationView[]> {
  const rows = await filtered(db, filter)
    .selectAll('c')
    .select(['p.name as project_name', 'p.project_code'])
    .orderBy('c.published_at', 'desc')
    .orderBy('c.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map(view);
}

export async function insertClarification(trx: Trx, row: TenderClarificationTable): Promise<void> {
  await trx.insertInto('tender_clarifications').values(row).execute();
}

/** The quote end this clarification's release moved (design note section 3). */
export async function setMovedFrom(trx: Trx, id: string, oldQuoteEnd: string): Promise<void> {
  await trx
    .updateTable('tender_clarifications')
    .set({ moved_quote_end_from: oldQuoteEnd })
    .where('id', '=', id)
    .execute();
}

/** The rich text of these clarifications (those released with it). */
export async function htmlOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tender_clarifications')
    .select(['id', 'content_html'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.flatMap((r) => (r.content_html ? [[r.id, r.content_html] as const] : [])));
}
