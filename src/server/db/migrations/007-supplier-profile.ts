import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Supplier enterprise profiles (one per supplier organisation) and their field-level change records. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('supplier_profiles')
    .addColumn('depart_id', 'text', (c) => c.primaryKey().references('organisations.id'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('audit_status', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_profiles_audit_idx')
    .on('supplier_profiles')
    .column('audit_status')
    .execute();

  await db.schema
    .createTable('supplier_profile_changes')
    .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('depart_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_json', 'text')
    .addColumn('new_json', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_profile_changes_depart_idx')
    .on('supplier_profile_changes')
    .columns(['depart_id', 'seq'])
    .execute();
}
