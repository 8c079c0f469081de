import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  // Translations edited by administrators; they win over the bundled locale files of the same key.
  await db.schema
    .createTable('lang_resources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lang_resources_key_uq', ['lang', 'namespace', 'key'])
    .execute();

  // A stable code per menu entry, so seeds can find their rows again and routes can name the entry
  // to highlight (route meta highlightMenuCode). Entries created by administrators may leave it empty.
  await db.schema.alterTable('functions').addColumn('function_code', 'text').execute();
  await db.schema.createIndex('functions_code_uq').on('functions').column('function_code').unique().execute();
  await db.schema.createIndex('functions_parent_idx').on('functions').column('parent_id').execute();
  await db.schema.createIndex('types_parent_idx').on('types').column('parent_id').execute();
}
