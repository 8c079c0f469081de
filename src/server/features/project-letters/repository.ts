import type {
  LetterKind,
  LetterReceiptView,
  LetterVars,
  LetterView,
} from '@/shared/contracts/project-letters';
import type { ProjectLetterTable } from '../../db/schema-project-letters';
import { countOf } from '../../lib/paging';
import type { Db } from '../tender-common';

const varsOf = (json: string): LetterVars => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as LetterVars) : {};
  } catch {
    return {};
  }
};

export async function insertLetters(db: Db, rows: ProjectLetterTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('project_letters').values(rows).execute();
}

/** Supplier organisations that signed up for the project (any audit status). */
export async function signedUpDeparts(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tender_signups')
    .select('supplier_depart_id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((r) => r.supplier_depart_id);
}

/** Supplier organisations holding a live (sealed, not withdrawn) offer on the project. */
export async function offeredDeparts(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('tender_offers')
    .select('supplier_depart_id')
    .distinct()
    .where('project_id', '=', projectId)
    .where('status', '=', '00')
    .execute();
  return rows.map((r) => r.supplier_depart_id);
}

export interface LetterFilter {
  supplierDepartId: string;
  projectId?: string;
  unreadOnly?: boolean;
}

function filtered(db: Db, filter: LetterFilter) {
  let q = db
    .selectFrom('project_letters as l')
    .innerJoin('tender_projects as p', 'p.id', 'l.project_id')
    .where('l.supplier_depart_id', '=', filter.supplierDepartId);
  if (filter.projectId) q = q.where('l.project_id', '=', filter.projectId);
  if (filter.unreadOnly) q = q.where('l.read_at', 'is', null);
  return q;
}

export async function countLetters(db: Db, filter: LetterFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

export async function listLetters(
  db: Db,
  filter: LetterFilter,
  window: { limit: number; offset: number },
): Promise<LetterView[]> {
  const rows = await filtered(db, filter)
    .selectAll('l')
    .select(['p.name as project_name', 'p.project_code'])
    .orderBy('l.sent_at', 'desc')
    .orderBy('l.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectCode: r.project_code,
    projectName: r.project_name,
    kind: r.kind as LetterKind,
    subjectKey: r.subject_key,
    bodyKey: r.body_key,
    vars: varsOf(r.vars_json),
    sentAt: r.sent_at,
    readAt: r.read_at,
  }));
}

export async function findLetter(db: Db, id: string): Promise<ProjectLetterTable | undefined> {
  return db.selectFrom('project_letters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Only the first read counts: a later reader does not move the receipt. */
export async function markRead(db: Db, id: string, userId: string, at: string): Promise<void> {
  await db
    .updateTable('project_letters')
    .set({ read_by: userId, read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/** Every letter of the project, newest first, capped (a project writes a few per supplier). */
export async function listReceipts(db: Db, projectId: string): Promise<LetterReceiptView[]> {
  const rows = await db
    .selectFrom('project_letters as l')
    .innerJoin('organisations as o', 'o.id', 'l.supplier_depart_id')
    .select([
      'l.id',
      'l.kind',
      'l.subject_key',
      'l.vars_json',
      'l.supplier_depart_id',
      'o.name as supplier_name',
      'l.sent_at',
      'l.read_at',
    ])
    .where('l.project_id', '=', projectId)
    .orderBy('l.sent_at', 'desc')
    .orderBy('o.name')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    letterId: r.id,
    kind: r.kind as LetterKind,
    subjectKey: r.subject_key,
    vars: varsOf(r.vars_json),
    supplierDepartId: r.supplier_depart_id,
    supplierName: r.supplier_name,
    sentAt: r.sent_at,
    readAt: r.read_at,
  }));
}
