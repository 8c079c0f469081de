import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Allocation and packaging of plan lines (issue 15; design note section 7). A line remembers the
 * department it was allocated to and the buyer user who executes it; every allocation move is kept.
 * Packages group allocated lines; package_lines keeps which lines a package held, `live` = 1 while the
 * package is live, so a partial unique index holds a line in at most one live package on SQLite and
 * PostgreSQL alike. Budgets are integer cents in BIGINT, read back as text.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('plan_lines').addColumn('assigned_depart_id', 'text').execute();
  await db.schema.alterTable('plan_lines').addColumn('executor_id', 'text').execute();
  await db.schema.alterTable('plan_lines').addColumn('assigned_at', 'text').execute();

  await db.schema
    .createTable('plan_allocations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull().references('plan_lines.id'))
    /** '00' organisation level (to a department), '01' department level (to a user). */
    .addColumn('level', 'text', (c) => c.notNull())
    /** assign or undo */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('depart_id', 'text')
    .addColumn('executor_id', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('budget_cents', 'bigint', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('undo_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('packages_org_code_uq', ['org_id', 'code'])
    .execute();

  await db.schema
    .createTable('package_lines')
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('line_id', 'text', (c) => c.notNull().references('plan_lines.id'))
    /** 1 while the package is live, null once undone or the line left it. */
    .addColumn('live', 'integer')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('package_lines_pk', ['package_id', 'line_id'])
    .execute();

  await db.schema
    .createTable('package_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('package_id', 'text', (c) => c.notNull().references('packages.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();

  // The rule "a line is in at most one live package", held by the database as well as the service.
  await sql`create unique index package_lines_live_uq on package_lines (line_id) where live = 1`.execute(db);
  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    ['packages_list_idx', 'packages', 'org_id, created_at desc, id desc'],
    ['package_history_idx', 'package_history', 'package_id, seq'],
    ['plan_allocations_line_idx', 'plan_allocations', 'line_id, at'],
    ['plan_lines_assigned_idx', 'plan_lines', 'assigned_depart_id, status'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}
