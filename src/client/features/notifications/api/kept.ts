import { withDb } from '@/client/data/db';
import type { NotificationRow } from '@/client/data/db-schema';
import type { MutationTx } from '@/client/data/mutator';
import type { NotificationView } from '@/shared/contracts/notifications';
import type { PageResult } from '@/shared/contracts/page-query';

/** How many notifications a user keeps on the device for offline reading (the newest). */
export const KEPT_MAX = 200;

const rowOf = (userId: string, view: NotificationView): NotificationRow => ({
  userId,
  id: view.id,
  createdAt: view.createdAt,
  unread: view.readAt ? 0 : 1,
  view,
});

/** Keeps what the platform answered (or a live frame), then drops the oldest beyond KEPT_MAX. */
export async function keepNotifications(userId: string, views: readonly NotificationView[]): Promise<void> {
  if (views.length === 0) return;
  await withDb(async (db) => {
    await db.notifications.bulkPut(views.map((v) => rowOf(userId, v)));
    const old = await db.notifications
      .where('[userId+createdAt]')
      .between([userId, ''], [userId, '\uffff'])
      .reverse()
      .offset(KEPT_MAX)
      .primaryKeys();
    if (old.length > 0) await db.notifications.bulkDelete(old);
  });
}

/** The kept copy of a page, newest first (offline). */
export async function keptPage(
  userId: string,
  query: { unreadOnly: boolean; pageNo: number; pageSize: number },
): Promise<PageResult<NotificationView>> {
  return withDb(async (db) => {
    const rows = (
      await db.notifications
        .where('[userId+createdAt]')
        .between([userId, ''], [userId, '\uffff'])
        .reverse()
        .toArray()
    ).filter((r) => !query.unreadOnly || r.unread === 1);
    const start = (query.pageNo - 1) * query.pageSize;
    return {
      records: rows.slice(start, start + query.pageSize).map((r) => r.view as NotificationView),
      total: rows.length,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  });
}

export async function keptUnread(userId: string): Promise<number> {
  return withDb((db) => db.notifications.where('[userId+unread]').equals([userId, 1]).count());
}

/** The local side of a read (inside the mutation's transaction): the kept copy shows it read. */
export async function markKeptRead(tx: MutationTx, userId: string, id: string | null, at: string) {
  const read = (row: NotificationRow) => {
    row.unread = 0;
    row.view = { ...(row.view as NotificationView), readAt: at };
  };
  if (id) await tx.notifications.where('[userId+id]').equals([userId, id]).modify(read);
  else await tx.notifications.where('[userId+unread]').equals([userId, 1]).modify(read);
}
