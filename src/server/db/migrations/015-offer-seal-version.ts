import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * The seal version of each stored offer: 2 binds the ciphertext to its project, supplier organisation
 * and offer id (AES-GCM additional data), which the opening rebuilds from the row. Offers stored before
 * are version 1 and open as before.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('tender_offers')
    .addColumn('seal_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
