import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Notifications (issue 17): per-user notifications with unread state, kept for offline reading. Its tables are declared in schema-notifications.ts. */
export async function up(_db: AnyDb, _dialect: Dialect): Promise<void> {}
