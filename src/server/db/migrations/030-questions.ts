import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Supplier questions about a project and the buyer side's answers (issue 17). Its tables are declared
 * in schema-questions.ts. `status` '00' open, '01' answered; `is_public` 1: every signed-up supplier
 * reads the answer (without the asker's name), 0: only the asking organisation. Question and answer are
 * rich text cleaned by the server before they are stored.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('tender_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('asked_by', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer_html', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    // The buyer's list (per project, unanswered first) and the expert's (per project).
    ['tender_questions_project_idx', 'tender_questions', 'project_id, status, asked_at desc, id'],
    // The supplier's own questions.
    ['tender_questions_supplier_idx', 'tender_questions', 'supplier_depart_id, asked_at desc, id'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}
