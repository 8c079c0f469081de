import type { ClarificationReceiptView } from '@/shared/contracts/clarifications';
import type { ClarificationReceiptTable } from '../../db/schema-clarifications';
import type { Trx } from '../../db/transact';
import type { Db } from '../tender-common';

/** AUDIT_STATUS '01': an approved signup, the organisations a receipt is asked of. */
const APPROVED = '01';
const PUBLISHED = '03';

/** A clarification with what access and receipts need of its project. */
export async function findClarificationRow(db: Db, id: string) {
  return db
    .selectFrom('tender_clarifications as c')
    .innerJoin('tender_projects as p', 'p.id', 'c.project_id')
    .selectAll('c')
    .select([
      'p.name as project_name',
      'p.project_code',
      'p.status as project_status',
      'p.quote_end_time',
      'p.depart_id',
      'p.agency_org_id',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
export type ClarificationRow = NonNullable<Awaited<ReturnType<typeof findClarificationRow>>>;

export async function isApprovedSignup(db: Db, projectId: string, departId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_signups')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .where('audit_status', '=', APPROVED)
    .executeTakeFirst();
  return !!row;
}

export async function isSignedUp(db: Db, projectId: string, departId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_signups')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .executeTakeFirst();
  return !!row;
}

/** Every approved signup's organisation with its receipt of the clarification, by name. */
export async function receiptsOf(
  db: Db,
  clarificationId: string,
  projectId: string,
): Promise<ClarificationReceiptView[]> {
  const rows = await db
    .selectFrom('tender_signups as s')
    .innerJoin('organisations as o', 'o.id', 's.supplier_depart_id')
    .leftJoin('clarification_receipts as r', (join) =>
      join
        .onRef('r.supplier_depart_id', '=', 's.supplier_depart_id')
        .on('r.clarification_id', '=', clarificationId),
    )
    .leftJoin('users as u', 'u.id', 'r.confirmed_by')
    .select([
      's.supplier_depart_id',
      'o.name as supplier_name',
      'r.confirmed_at',
      'r.confirmed_by',
      'u.name as confirmed_by_name',
    ])
    .where('s.project_id', '=', projectId)
    .where('s.audit_status', '=', APPROVED)
    .orderBy('o.name')
    .orderBy('s.supplier_depart_id')
    .execute();
  return rows.map((r) => ({
    supplierDepartId: r.supplier_depart_id,
    supplierName: r.supplier_name,
    confirmedAt: r.confirmed_at ?? null,
    confirmedBy: r.confirmed_by ?? null,
    confirmedByName: r.confirmed_by_name ?? null,
  }));
}

export async function findReceipt(db: Db, clarificationId: string, departId: string) {
  return db
    .selectFrom('clarification_receipts as r')
    .leftJoin('users as u', 'u.id', 'r.confirmed_by')
    .selectAll('r')
    .select('u.name as confirmed_by_name')
    .where('r.clarification_id', '=', clarificationId)
    .where('r.supplier_depart_id', '=', departId)
    .executeTakeFirst();
}

export async function insertReceipt(trx: Trx, row: ClarificationReceiptTable): Promise<void> {
  await trx.insertInto('clarification_receipts').values(row).execute();
}

export async function setReminded(trx: Trx, id: string, at: string, by: string): Promise<void> {
  await trx
    .updateTable('tender_clarifications')
    .set({ reminded_at: at, reminded_by: by })
    .where('id', '=', id)
    .execute();
}

/** The supplier organisation's receipts of these clarifications. */
export async function receiptsOfOrg(db: Db, departId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('clarification_receipts as r')
    .leftJoin('users as u', 'u.id', 'r.confirmed_by')
    .select(['r.clarification_id', 'r.confirmed_at', 'u.name as confirmed_by_name'])
    .where('r.supplier_depart_id', '=', departId)
    .where('r.clarification_id', 'in', [...ids])
    .execute();
}

/** Projects (of these) where the organisation's signup is approved. */
export async function approvedProjectsOf(db: Db, departId: string, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('tender_signups')
    .select('project_id')
    .where('supplier_depart_id', '=', departId)
    .where('audit_status', '=', APPROVED)
    .where('project_id', 'in', [...new Set(projectIds)])
    .execute();
  return new Set(rows.map((r) => r.project_id));
}

/**
 * Clarifications of published projects whose quote end falls within (now, until] and whose reminder
 * was not sent for that quote end: candidates of the receipt-missing job.
 */
export async function dueForMissingReminder(db: Db, now: string, until: string) {
  return db
    .selectFrom('tender_clarifications as c')
    .innerJoin('tender_projects as p', 'p.id', 'c.project_id')
    .select(['c.id', 'c.project_id', 'c.title', 'p.quote_end_time'])
    .where('p.status', '=', PUBLISHED)
    .where('p.quote_end_time', '>', now)
    .where('p.quote_end_time', '<=', until)
    .where((eb) =>
      eb.or([
        eb('c.receipt_missing_for', 'is', null),
        eb('c.receipt_missing_for', '!=', eb.ref('p.quote_end_time')),
      ]),
    )
    .execute();
}

/**
 * Claims the reminder for this quote end: a conditional update that only one process can win (a
 * concurrent one waits on the row, then no longer matches). True when this call claimed it.
 */
export async function claimMissingReminder(trx: Trx, id: string, quoteEnd: string): Promise<boolean> {
  const result = await trx
    .updateTable('tender_clarifications')
    .set({ receipt_missing_for: quoteEnd })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('receipt_missing_for', 'is', null), eb('receipt_missing_for', '!=', quoteEnd)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
