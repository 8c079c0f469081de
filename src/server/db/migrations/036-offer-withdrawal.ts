import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Offer withdrawal and replacement before the quote end (issue 18, area offers). */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
