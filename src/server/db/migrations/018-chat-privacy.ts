import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Chat privacy: a group member reads the group's messages after history_from_seq (the last message
 * before they joined, unless the owner shares the history with newcomers: share_history = 1). Members
 * from before this migration keep the whole history (0).
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('chat_groups')
    .addColumn('share_history', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('chat_group_members')
    .addColumn('history_from_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
