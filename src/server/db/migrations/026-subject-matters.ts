import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Subject matters of a tender project (issue 16; spec 000 section 7.5): what is bought, line by line,
 * with an exact budget (unit price in yuan as decimal text, amount as BIGINT cents = quantity x unit
 * price rounded half up to the cent). subject_matter_plan_lines keeps the plan lines a subject matter
 * stands for (a scheme's execution makes one per plan line; a merge keeps the links of every merged line).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('subject_matters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('material_id', 'text')
    .addColumn('category_code', 'text')
    .addColumn('material_name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text')
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('unit_code', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('delivery_place', 'text')
    .addColumn('delivery_date', 'text')
    .addColumn('remark', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subject_matter_plan_lines')
    .addColumn('subject_matter_id', 'text', (c) => c.notNull().references('subject_matters.id'))
    .addColumn('plan_line_id', 'text', (c) => c.notNull().references('plan_lines.id'))
    .addPrimaryKeyConstraint('subject_matter_plan_lines_pk', ['subject_matter_id', 'plan_line_id'])
    .execute();

  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    // The project's list in line order (the only list; a project holds at most a few thousand lines).
    ['subject_matters_project_idx', 'subject_matters', 'project_id, line_no, id'],
    ['subject_matter_plan_lines_line_idx', 'subject_matter_plan_lines', 'plan_line_id'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}
