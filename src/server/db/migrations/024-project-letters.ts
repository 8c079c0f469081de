import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Project letters (issue 16): what the buyer side tells a supplier organisation about a project
 * (invitation, amendment, cancellation, audit outcomes), one row per recipient organisation so each
 * has its own read receipt. Subject and body are i18n keys with their variables, so a letter reads in
 * the reader's language.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('project_letters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('body_key', 'text', (c) => c.notNull())
    .addColumn('vars_json', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('read_by', 'text')
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('project_letters_supplier_idx')
    .on('project_letters')
    .columns(['supplier_depart_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('project_letters_project_idx')
    .on('project_letters')
    .columns(['project_id', 'sent_at'])
    .execute();
}
