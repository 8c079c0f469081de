import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Material base data (categories, features, catalogue items and their changes) and monitoring logs. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const serial = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await db.schema
    .createTable('material_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('material_categories.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('00'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('material_categories_parent_idx')
    .on('material_categories')
    .column('parent_id')
    .execute();

  await db.schema
    .createTable('material_features')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('material_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value_type', 'text', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('material_features_name_uq', ['category_id', 'name'])
    .execute();

  await db.schema
    .createTable('material_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('material_categories.id'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('spec', 'text')
    .addColumn('unit', 'text')
    .addColumn('price', 'text')
    .addColumn('audit_status', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('00'))
    .addColumn('reject_reason', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('material_items_category_idx')
    .on('material_items')
    .column('category_id')
    .execute();
  await db.schema
    .createIndex('material_items_audit_idx')
    .on('material_items')
    .column('audit_status')
    .execute();

  // Change records outlive a deleted item, so no foreign key to it.
  await serial('material_item_changes')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('material_item_changes_item_idx')
    .on('material_item_changes')
    .column('item_id')
    .execute();

  await serial('access_log')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_log_at_idx').on('access_log').column('at').execute();

  await serial('platform_log')
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('request_summary', 'text')
    .addColumn('response_summary', 'text')
    .addColumn('error', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('platform_log_at_idx').on('platform_log').column('at').execute();

  await db.schema
    .createTable('data_permissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role_id', 'text', (c) => c.notNull().unique().references('roles.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
