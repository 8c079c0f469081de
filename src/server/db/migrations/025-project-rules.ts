import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Rules, notice and amendments of a tender project (issue 16; design note sections 1-3). project_rules
 * is 1:1 with the project: evaluation and price method, criteria (JSON: score criteria with max points
 * and weights adding up to 100, pass/fail criteria), qualification, bail and document fee (BIGINT
 * cents; null = none), minimum valid offers, signup start and question end (signup end and quote end
 * stay on the project). project_notices holds the notice (title + HTML cleaned by the server).
 * project_amendments versions every change made after publication, with the quote end it moved.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('project_rules')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('evaluation_method', 'text', (c) => c.notNull())
    .addColumn('price_method', 'text', (c) => c.notNull())
    .addColumn('criteria_json', 'text', (c) => c.notNull())
    .addColumn('qualification', 'text', (c) => c.notNull())
    .addColumn('bail_cents', 'bigint')
    .addColumn('document_fee_cents', 'bigint')
    .addColumn('min_valid_offers', 'integer', (c) => c.notNull())
    .addColumn('signup_start_time', 'text', (c) => c.notNull())
    .addColumn('question_end_time', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project_notices')
    .addColumn('project_id', 'text', (c) => c.primaryKey().references('tender_projects.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project_amendments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('summary_json', 'text', (c) => c.notNull())
    .addColumn('old_quote_end_time', 'text', (c) => c.notNull())
    .addColumn('new_quote_end_time', 'text', (c) => c.notNull())
    .addColumn('letters_sent', 'integer', (c) => c.notNull())
    .addColumn('by_user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addUniqueConstraint('project_amendments_version_uq', ['project_id', 'version'])
    .execute();
}
