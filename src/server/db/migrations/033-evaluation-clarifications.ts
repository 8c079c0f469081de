import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Evaluation clarifications: an expert asks a bidder, with a reply deadline (issue 17). Its tables are
 * declared in schema-evaluation-clarifications.ts. A reply is either plain (reply_html, cleaned) or
 * sealed for the project's key like an offer (ephemeral_public_key, iv, ciphertext and its SHA-256);
 * touches_price (0/1) says which the question asks for. Status '00' asked, '01' replied ('02' expired is
 * worked out from reply_deadline by server time when read). evaluation_clarification_reads records
 * each committee member's first opening of a sealed reply (the receipt screens show them).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('evaluation_clarifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('asked_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('question_html', 'text', (c) => c.notNull())
    .addColumn('reply_deadline', 'text', (c) => c.notNull())
    .addColumn('touches_price', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply_html', 'text')
    .addColumn('ephemeral_public_key', 'text')
    .addColumn('iv', 'text')
    .addColumn('ciphertext', 'text')
    .addColumn('ciphertext_sha256', 'text')
    .addColumn('seal_version', 'integer')
    .addColumn('replied_by', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('evaluation_clarification_reads')
    .addColumn('clarification_id', 'text', (c) => c.notNull().references('evaluation_clarifications.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('evaluation_clarification_reads_pk', ['clarification_id', 'user_id'])
    .execute();
  const indexes: ReadonlyArray<readonly [string, string]> = [
    // The committee's and the buyer's lists of a project, and the supplier's own.
    ['evaluation_clarifications_project_idx', 'project_id, asked_at desc, id'],
    ['evaluation_clarifications_supplier_idx', 'supplier_depart_id, asked_at desc, id'],
  ];
  for (const [name, columns] of indexes) {
    await sql`create index ${sql.id(name)} on evaluation_clarifications (${sql.raw(columns)})`.execute(db);
  }
}
