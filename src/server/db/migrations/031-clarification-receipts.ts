import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Clarification receipts, reminders and the quote-end move (issue 17). A clarification gains its rich
 * text (content keeps a plain-text copy for lists and the assistant), the question it publishes, the
 * quote end it moved, the buyer's last reminder and the quote end the one-day-before reminder was sent
 * for (the job claims a clarification by setting it with a conditional update, so it runs once across
 * processes, and again if the quote end moves). One receipt per (clarification, supplier organisation).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  for (const column of [
    'content_html',
    'question_id',
    'moved_quote_end_from',
    'reminded_at',
    'reminded_by',
    'receipt_missing_for',
  ]) {
    await db.schema.alterTable('tender_clarifications').addColumn(column, 'text').execute();
  }
  await db.schema
    .createTable('clarification_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('clarification_id', 'text', (c) => c.notNull().references('tender_clarifications.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('confirmed_by', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('clarification_receipts_pair_uq', ['clarification_id', 'supplier_depart_id'])
    .execute();
  await sql`create index clarification_receipts_supplier_idx on clarification_receipts (supplier_depart_id, clarification_id)`.execute(
    db,
  );
}
