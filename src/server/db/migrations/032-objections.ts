import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Objections, complaints and their supervision (issue 17). An objection is a bidder's letter about a
 * project (kind '01' documents, '02' process, '03' results; status 00-04 of the design note) with its
 * attachments (objection_files: stored files judged by content); `due_at` is 3 working days after
 * filing by the holiday calendar. A complaint escalates one objection (at most one) to the platform's
 * supervisors: 00 submitted, 01 in hand, 02 upheld, 03 dismissed.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('objections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('filed_by', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('accepted_by', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('answer_html', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('rejected_by', 'text')
    .addColumn('rejected_at', 'text')
    .addColumn('withdrawn_by', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('objection_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('objection_id', 'text', (c) => c.notNull().references('objections.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('objection_id', 'text', (c) => c.notNull().references('objections.id'))
    .addColumn('filed_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('filed_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addUniqueConstraint('complaints_objection_uq', ['objection_id'])
    .execute();
  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    // A project's objections (buyer's list, the conclusion block), a supplier's own, the supervisors' list.
    ['objections_project_idx', 'objections', 'project_id, status'],
    ['objections_supplier_idx', 'objections', 'supplier_depart_id, filed_at desc, id'],
    ['objections_filed_idx', 'objections', 'filed_at desc, id'],
    ['objection_files_objection_idx', 'objection_files', 'objection_id, created_at'],
    ['complaints_status_idx', 'complaints', 'status, filed_at desc, id'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}
