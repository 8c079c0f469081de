import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Results (issue 20): the publicity period a project entered at its signed report (06), the winners the
 * buyer confirmed (with a reason when not the first candidate) and, for goods, the quantities allotted
 * among them per subject matter (decimal text). Declared in schema-results.ts; the results area may add
 * to this migration.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('result_publicity')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('result_winners')
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    /** Decimal text (yuan): the price the award is made at. */
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('confirmed_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('result_winners_pk', ['project_id', 'org_id'])
    .execute();
  await db.schema
    .createTable('goods_allotments')
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('subject_matter_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_allotments_pk', ['project_id', 'subject_matter_id', 'org_id'])
    .execute();
}
