import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Competitive negotiation rounds and their sealed prices (issue 18, area negotiation). */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
