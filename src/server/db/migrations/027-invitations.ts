import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Invitations (issue 16): the supplier organisations the buyer side invites to an invitation-only
 * project (tender method 02), one row per (project, organisation). `sent_at` is set when the project
 * letter goes out (at publication, or at once if the project is already published); `read_at` when a
 * user of the invited organisation first opens it. The supplier's lists read by organisation.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('tender_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('read_by', 'text')
    .addColumn('read_at', 'text')
    .addUniqueConstraint('tender_invitations_project_supplier_uq', ['project_id', 'supplier_depart_id'])
    .execute();
  await db.schema
    .createIndex('tender_invitations_supplier_idx')
    .on('tender_invitations')
    .columns(['supplier_depart_id', 'project_id'])
    .execute();
}
