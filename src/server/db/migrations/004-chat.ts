import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/** Chat service tables (spec 3 chat, message, group, friend); chat users are the platform's users. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('chat_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('need_check', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('chat_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('chat_group_members_user_idx')
    .on('chat_group_members')
    .column('user_id')
    .execute();

  // One row per unordered pair (pair_id), whoever asked first; friendship is symmetric.
  await db.schema
    .createTable('chat_friends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pair_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('friend_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_friends_user_idx').on('chat_friends').column('user_id').execute();
  await db.schema.createIndex('chat_friends_friend_idx').on('chat_friends').column('friend_id').execute();

  // seq orders messages as stored (the server timestamp may repeat or drift between processes).
  await db.schema
    .createTable('chat_messages')
    .addColumn('seq', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('chat_type', 'integer', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('from_id', 'text', (c) => c.notNull())
    .addColumn('to_id', 'text')
    .addColumn('message_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('extend', 'text')
    .addColumn('ai_tag', 'text')
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_chat_idx')
    .on('chat_messages')
    .columns(['chat_id', 'seq'])
    .execute();
  // A resent frame (same sender, same clientId) is stored once.
  await db.schema
    .createIndex('chat_messages_client_uq')
    .on('chat_messages')
    .columns(['from_id', 'client_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('last_read_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['user_id', 'chat_id'])
    .execute();

  await db.schema
    .createTable('chat_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('chat_type', 'integer', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
