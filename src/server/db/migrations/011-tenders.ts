import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The tendering cycle (design note procurement-cycle.md): procurement projects, supplier signups,
 * sealed offers with each project's key pair, published clarifications and the experts' evaluation
 * tasks. Times are ISO-8601 UTC text, amounts decimal text (15+2 digits exceed a double).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('tender_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tender_method', 'text', (c) => c.notNull())
    .addColumn('budget', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signup_end_time', 'text', (c) => c.notNull())
    .addColumn('quote_end_time', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_projects_status_idx')
    .on('tender_projects')
    .columns(['status', 'quote_end_time'])
    .execute();
  await db.schema
    .createIndex('tender_projects_depart_idx')
    .on('tender_projects')
    .column('depart_id')
    .execute();

  // One key pair per project, created before the first offer; the private key only wrapped by the
  // server's key-encryption key, which is never in the database.
  await db.schema
    .createTable('tender_project_keys')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('public_key_jwk', 'text', (c) => c.notNull())
    .addColumn('wrapped_private_key', 'text', (c) => c.notNull())
    .addColumn('kek_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tender_signups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('audit_status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('audited_by', 'text')
    .addColumn('audited_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tender_signups_project_supplier_uq', ['project_id', 'supplier_depart_id'])
    .execute();
  await db.schema
    .createIndex('tender_signups_supplier_idx')
    .on('tender_signups')
    .column('supplier_depart_id')
    .execute();

  // Every sent offer is kept; a resend before the deadline marks the earlier one withdrawn ('01').
  await db.schema
    .createTable('tender_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ephemeral_public_key', 'text', (c) => c.notNull())
    .addColumn('iv', 'text', (c) => c.notNull())
    .addColumn('ciphertext', 'text', (c) => c.notNull())
    .addColumn('ciphertext_sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('opened_json', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_offers_project_idx')
    .on('tender_offers')
    .columns(['project_id', 'supplier_depart_id'])
    .execute();

  await db.schema
    .createTable('tender_clarifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tender_clarifications_project_idx')
    .on('tender_clarifications')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('evaluation_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('expert_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_by', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('evaluation_tasks_project_expert_uq', ['project_id', 'expert_user_id'])
    .execute();
  await db.schema
    .createIndex('evaluation_tasks_expert_idx')
    .on('evaluation_tasks')
    .column('expert_user_id')
    .execute();
}
