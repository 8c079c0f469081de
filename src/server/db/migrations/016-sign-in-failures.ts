import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Failed sign-ins counted per account and address in one row, so an attempt is reserved with a single
 * guarded update (parallel attempts cannot all read "not locked yet"), and one address's failures
 * delay only that address on that account. Replaces the per-attempt rows of login_attempts; the
 * per-address limit over all accounts is now the rate limiter's.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'text', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addPrimaryKeyConstraint('login_failures_pk', ['account', 'address'])
    .execute();
  await db.schema
    .createIndex('login_failures_last_idx')
    .on('login_failures')
    .column('last_failed_at')
    .execute();
  await db.schema.dropTable('login_attempts').execute();
}
