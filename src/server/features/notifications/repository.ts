import type { NotificationEvent, NotificationVars, NotificationView } from '@/shared/contracts/notifications';
import type { PageQuery } from '@/shared/contracts/page-query';
import type { Database } from '../../db/database';
import type { NotificationTable } from '../../db/schema-notifications';
import type { Trx } from '../../db/transact';
import { cappedTotal, type OrderKey, pageRows } from '../../lib/list-window';
import type { CountedTotal } from '../../lib/paging';

type Db = Database['db'] | Trx;

/** Newest first; the id makes the order unique (index notifications_user_idx / _unread_idx). */
const ORDER: readonly OrderKey[] = [
  { column: 'created_at', direction: 'desc' },
  { column: 'id', direction: 'desc' },
];

const varsOf = (json: string): NotificationVars => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NotificationVars) : {};
  } catch {
    return {};
  }
};

export const toView = (r: NotificationTable): NotificationView => ({
  id: r.id,
  event: r.event as NotificationEvent,
  projectId: r.project_id,
  titleKey: r.title_key,
  bodyKey: r.body_key,
  vars: varsOf(r.vars_json),
  link: r.link,
  createdAt: r.created_at,
  readAt: r.read_at,
});

export async function insertNotifications(trx: Trx, rows: NotificationTable[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('notifications').values(rows).execute();
}

/** Code and name of the project, shown in the notification and its SMS. */
export async function projectLabel(
  trx: Trx,
  projectId: string,
): Promise<{ projectCode: string; projectName: string } | undefined> {
  const row = await trx
    .selectFrom('tender_projects')
    .select(['project_code', 'name'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row && { projectCode: row.project_code, projectName: row.name };
}

function mine(db: Db, userId: string, unreadOnly: boolean) {
  let q = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unreadOnly) q = q.where('read_at', 'is', null);
  return q;
}

export async function pageMine(
  db: Database['db'],
  userId: string,
  query: PageQuery & { unreadOnly?: boolean },
): Promise<{ rows: NotificationTable[]; total: CountedTotal }> {
  const filtered = mine(db, userId, !!query.unreadOnly);
  const [rows, total] = await Promise.all([
    pageRows(filtered.selectAll(), ORDER, query),
    cappedTotal(db, filtered, query),
  ]);
  return { rows, total };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await mine(db, userId, true)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findMine(db: Db, userId: string, id: string): Promise<NotificationTable | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Only the first read counts. */
export async function markRead(trx: Trx, id: string, at: string): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/** Marks every unread notification of the user read; answers how many. */
export async function markAllRead(trx: Trx, userId: string, at: string): Promise<number> {
  const result = await trx
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
