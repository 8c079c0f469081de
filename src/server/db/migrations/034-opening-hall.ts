import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Opening hall (issue 18, area opening). opening_hall_signins: a bidder organisation's sign-in to a
 * project's hall, once per organisation (the unique key makes a repeat change nothing).
 * opening_plans: per project, whether it opens unattended at the quote end (switched by the buyer
 * before it) and the outcome of its opening, whoever ran it: outcome (OPENING_OUTCOME), mode
 * (OPENING_MODE), the counts and the translated reason of a failure or operator error.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('opening_hall_signins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('opening_hall_signins_uq', ['project_id', 'supplier_depart_id'])
    .execute();
  await db.schema
    .createTable('opening_plans')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('unattended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unattended_set_by', 'text')
    .addColumn('unattended_set_at', 'text')
    .addColumn('outcome', 'text')
    .addColumn('mode', 'text')
    .addColumn('outcome_at', 'text')
    .addColumn('opened_count', 'integer')
    .addColumn('valid_count', 'integer')
    .addColumn('reason_key', 'text')
    .addColumn('reason_vars', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The unattended job's read: projects set to open by themselves and not yet done.
  await sql`create index opening_plans_unattended_idx on opening_plans (unattended, outcome)`.execute(db);
}
