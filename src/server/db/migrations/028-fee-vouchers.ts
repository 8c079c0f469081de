import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Tender fee vouchers (issue 16): one row per (project, supplier organisation, kind) — '01' document
 * fee, '02' bail. A rejected voucher is replaced in place (the audit log keeps the earlier one), so the
 * row is always the supplier's current voucher. `amount` is the decimal text the project's rules asked
 * when the voucher was sent. `refund_status` is stored for bails only ('00' until marked due or
 * refunded; "due" is also worked out from the project's status when read).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('fee_vouchers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull())
    .addColumn('audit_status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('audited_by', 'text')
    .addColumn('audited_at', 'text')
    .addColumn('refund_status', 'text')
    .addColumn('refunded_by', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refund_remark', 'text')
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addUniqueConstraint('fee_vouchers_supplier_kind_uq', ['project_id', 'supplier_depart_id', 'kind'])
    .execute();
  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    // The buyer's list of a project, and the supplier's own (the unique key covers that one).
    ['fee_vouchers_project_idx', 'fee_vouchers', 'project_id, uploaded_at desc, id'],
    ['fee_vouchers_audit_idx', 'fee_vouchers', 'audit_status, uploaded_at desc, id'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}
