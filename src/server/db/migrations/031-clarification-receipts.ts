import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Clarification receipts, reminders and the quote-end move (issue 17). Its tables are declared in schema-clarifications.ts. */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
