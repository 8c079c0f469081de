import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Evaluation clarifications: an expert asks a bidder, with a reply deadline (issue 17). Its tables are declared in schema-evaluation-clarifications.ts. */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
