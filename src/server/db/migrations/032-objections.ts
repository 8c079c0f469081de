import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Objections, complaints and their supervision (issue 17). Its tables are declared in schema-objections.ts. */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
