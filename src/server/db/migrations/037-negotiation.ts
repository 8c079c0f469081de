import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Competitive negotiation rounds and their sealed prices (issue 18, area negotiation; tables declared in
 * schema-negotiation.ts). negotiation_rounds: round k of a method 13 project, '00' open until its end
 * time, '01' opened (the guarded update of the status makes the opening happen once across processes).
 * negotiation_round_suppliers: who is in the round, the previous price (fixed at the start: the last
 * round's standing price or the opened offer's total) and the standing price once opened.
 * negotiation_prices: sealed round prices as sent (like tender_offers), opened at the round's opening.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('negotiation_rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('round_no', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('opened_by', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('negotiation_rounds_project_round_uq', ['project_id', 'round_no'])
    .execute();
  await db.schema
    .createTable('negotiation_round_suppliers')
    .addColumn('round_id', 'text', (c) => c.notNull().references('negotiation_rounds.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('tender_offers.id'))
    .addColumn('previous_price', 'text', (c) => c.notNull())
    .addColumn('standing_price', 'text')
    .addPrimaryKeyConstraint('negotiation_round_suppliers_pk', ['round_id', 'supplier_depart_id'])
    .execute();
  await db.schema
    .createTable('negotiation_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('round_id', 'text', (c) => c.notNull().references('negotiation_rounds.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('tender_projects.id'))
    .addColumn('supplier_depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ephemeral_public_key', 'text', (c) => c.notNull())
    .addColumn('iv', 'text', (c) => c.notNull())
    .addColumn('ciphertext', 'text', (c) => c.notNull())
    .addColumn('ciphertext_sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', 'text')
    .addColumn('reason', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const indexes: ReadonlyArray<readonly [string, string, string]> = [
    // The clock's due rounds, and a project's rounds in order.
    ['negotiation_rounds_due_idx', 'negotiation_rounds', 'status, end_time'],
    ['negotiation_round_suppliers_org_idx', 'negotiation_round_suppliers', 'supplier_depart_id, round_id'],
    ['negotiation_prices_round_idx', 'negotiation_prices', 'round_id, supplier_depart_id, received_at'],
    ['negotiation_prices_hash_idx', 'negotiation_prices', 'project_id, ciphertext_sha256'],
  ];
  for (const [name, table, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
}
