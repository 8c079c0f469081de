import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The buyer's and the agency's organisation profiles and the expert's personal profile, each with its
 * field-level change records; the same shape as supplier_profiles (JSON profile, searchable columns).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const kinds = [
    { name: 'buyer', key: 'depart_id', owner: 'organisations.id', columns: ['unit_name', 'credit_code'] },
    { name: 'agent', key: 'depart_id', owner: 'organisations.id', columns: ['unit_name', 'credit_code'] },
    { name: 'expert', key: 'user_id', owner: 'users.id', columns: ['expert_name', 'id_number'] },
  ];
  for (const kind of kinds) {
    let table = db.schema
      .createTable(`${kind.name}_profiles`)
      .addColumn(kind.key, 'text', (c) => c.primaryKey().references(kind.owner));
    for (const column of kind.columns) table = table.addColumn(column, 'text', (c) => c.notNull());
    await table
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
      .createIndex(`${kind.name}_profiles_audit_idx`)
      .on(`${kind.name}_profiles`)
      .column('audit_status')
      .execute();
    await db.schema
      .createTable(`${kind.name}_profile_changes`)
      .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn(kind.key, 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('old_json', 'text')
      .addColumn('new_json', 'text')
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex(`${kind.name}_profile_changes_owner_idx`)
      .on(`${kind.name}_profile_changes`)
      .columns([kind.key, 'seq'])
      .execute();
  }
}
