import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** The committee draw from the expert library, redraws, conflict declarations, sign-in and leader election (issue 19, area committee). */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
