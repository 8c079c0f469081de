import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types
type AnyDb = Kysely<any>;

/**
 * Notifications (issue 17): one row per recipient user, stored in the sending area's transaction.
 * `title_key` / `body_key` are i18n keys of the sending area, shown with `vars_json` in the reader's
 * language; `link` is the client path it opens; `read_at` null while unread. Its tables are declared in
 * schema-notifications.ts.
 */
export async function up(db: AnyDb, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('title_key', 'text', (c) => c.notNull())
    .addColumn('body_key', 'text', (c) => c.notNull())
    .addColumn('vars_json', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  const indexes: ReadonlyArray<readonly [string, string]> = [
    // The user's list, newest first.
    ['notifications_user_idx', 'user_id, created_at desc, id desc'],
    // The unread filter and count, and "read all".
    ['notifications_unread_idx', 'user_id, read_at, created_at desc, id desc'],
  ];
  for (const [name, columns] of indexes) {
    await sql`create index ${sql.id(name)} on ${sql.id('notifications')} (${sql.raw(columns)})`.execute(db);
  }
}
