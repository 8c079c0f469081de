import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Supplier sub-accounts (supplierUserManage, spec 001 section 2.2): accounts a supplier organisation's
 * administrator created, with the administrator flag. A supplier account without a row here is the
 * organisation's own (registered) account and administers it. Declared in schema-supplier-accounts.ts.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('supplier_sub_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('depart_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    /** 0/1: may manage the organisation's sub-accounts. */
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('supplier_sub_accounts_depart_user_uq', ['depart_id', 'user_id'])
    .execute();
}
