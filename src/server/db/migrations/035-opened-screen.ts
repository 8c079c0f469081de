import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** The opened screen: bidders' confirmations and disputes of their opening-record lines (issue 18, area opened-screen). */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
