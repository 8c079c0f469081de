import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Opening hall: hall sign-ins, unattended opening schedule and outcome, failure reasons (issue 18, area opening). */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
