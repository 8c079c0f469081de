import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Construction projects (issue 15; design note section 7): kept per organisation, code unique within
 * it; investment as decimal text (15+2 digits exceed a double); dates as YYYY-MM-DD text. Each status
 * move is kept with its reason. Tender projects may name one (construction_project_id, nullable).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('construction_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_org_name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('investment', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('approval_doc_no', 'text')
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('construction_projects_depart_code_uq', ['depart_id', 'code'])
    .execute();
  // The list: one organisation's projects, newest first.
  await sql`create index construction_projects_list_idx on construction_projects (depart_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('construction_project_status_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('construction_projects.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    // The project's version after the move: orders moves made within one clock tick.
    .addColumn('project_version', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('construction_project_status_log_idx')
    .on('construction_project_status_log')
    .columns(['project_id', 'project_version'])
    .execute();

  await db.schema
    .alterTable('tender_projects')
    .addColumn('construction_project_id', 'text', (c) => c.references('construction_projects.id'))
    .execute();
  await db.schema
    .createIndex('tender_projects_construction_idx')
    .on('tender_projects')
    .columns(['construction_project_id', 'created_at'])
    .execute();
}
