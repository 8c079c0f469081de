import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Offer withdrawal and replacement before the quote end (issue 18, area offers). Each offer leaves the
 * sealed state (00 -> 01) at most once, so offer_id is the key: reason '01' the supplier withdrew it,
 * '02' a newer sealed offer of the same organisation replaced it (replaced_by names that offer). The
 * offer row keeps its ciphertext: the receipt stays checkable.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('tender_offer_withdrawals')
    .addColumn('offer_id', 'text', (c) => c.primaryKey().references('tender_offers.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('replaced_by', 'text')
    .addColumn('withdrawn_at', 'text', (c) => c.notNull())
    .execute();
  // The lobby reads one organisation's withdrawals of one project.
  await sql`create index tender_offer_withdrawals_slot_idx on tender_offer_withdrawals (project_id, supplier_depart_id, withdrawn_at desc)`.execute(
    db,
  );
}
