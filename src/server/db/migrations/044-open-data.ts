import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Open data (issue 20): the OCDS releases, stored when the change happens; filled in by the open-data area. Declared in schema-open-data.ts. */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
