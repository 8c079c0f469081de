import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Contracts (issue 20): one per award, created at conclusion (07) with status '00' to sign; then 01
 * signed (date and scan), 02 performing, 03 finished, 04 terminated (CONTRACT_STATUS). Declared in
 * schema-contracts.ts; the contracts area may add to this migration (the scan, bail refunds).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    /** The winning supplier's organisation. */
    .addColumn('org_id', 'text', (c) => c.notNull())
    /** Decimal text (yuan). */
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signed_on', 'text')
    /** The signed contract's scan (PDF or image), stored under the data folder as the fee vouchers are. */
    .addColumn('scan_file_name', 'text')
    .addColumn('scan_mime', 'text')
    .addColumn('scan_size', 'integer')
    .addColumn('scan_sha256', 'text')
    .addColumn('scan_storage_name', 'text')
    .addColumn('termination_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addUniqueConstraint('contracts_project_org_uq', ['project_id', 'org_id'])
    .execute();
  await db.schema
    .createIndex('contracts_status_idx')
    .on('contracts')
    .columns(['status', 'project_id'])
    .execute();
  await db.schema.createIndex('contracts_org_idx').on('contracts').columns(['org_id', 'status']).execute();
}
