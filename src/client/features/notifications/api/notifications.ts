import { queryOptions } from '@tanstack/react-query';
import { withDb } from '@/client/data/db';
import { isUnreachableOrServerDown } from '@/client/data/kept-read';
import { mutate } from '@/client/data/mutator';
import { api } from '@/client/lib/api-client';
import { NOTIFICATION_PATHS as P } from '@/shared/contracts/notification-paths';
import type { NotificationView } from '@/shared/contracts/notifications';
import type { PageResult } from '@/shared/contracts/page-query';
import { keepNotifications, keptPage, keptUnread, markKeptRead } from './kept';
import { notificationKeys } from './keys';

export interface NotificationPage extends PageResult<NotificationView> {
  /** The platform could not be reached: this is the copy kept on the device. */
  offline: boolean;
}

/** Reads queued on the device and not yet sent: the platform does not know them yet. */
async function pendingReads(userId: string): Promise<{ ids: Set<string>; all: boolean }> {
  const rows = await withDb((db) =>
    db.outbox
      .where('userId')
      .equals(userId)
      .filter((e) => e.status !== 'rejected' && (e.path === P.read || e.path === P.readAll))
      .toArray(),
  ).catch(() => []);
  return {
    ids: new Set(rows.flatMap((e) => (e.path === P.read ? [(e.body as { id: string }).id] : []))),
    all: rows.some((e) => e.path === P.readAll),
  };
}

/** What the user already read on this device shows read, whatever the platform says until it hears. */
async function withPendingReads(userId: string, page: PageResult<NotificationView>) {
  const pending = await pendingReads(userId);
  if (!pending.all && pending.ids.size === 0) return page;
  const readAt = new Date().toISOString();
  const records = page.records.map((r) =>
    !r.readAt && (pending.all || pending.ids.has(r.id)) ? { ...r, readAt } : r,
  );
  return { ...page, records };
}

/** The user's notifications, newest first; offline, the copy kept on the device. */
export function notificationPageQueryOptions(
  userId: string,
  query: { unreadOnly: boolean; pageNo: number; pageSize: number },
) {
  return queryOptions({
    queryKey: notificationKeys.page(userId, query.unreadOnly, query.pageNo, query.pageSize),
    enabled: !!userId,
    queryFn: async (): Promise<NotificationPage> => {
      try {
        const page = await api.post<PageResult<NotificationView>>(
          P.page,
          {
            pageNo: query.pageNo,
            pageSize: query.pageSize,
            ...(query.unreadOnly ? { unreadOnly: true } : {}),
          },
          { silent: true },
        );
        const shown = await withPendingReads(userId, page);
        await keepNotifications(userId, shown.records).catch(() => undefined);
        return { ...shown, offline: false };
      } catch (error) {
        if (!isUnreachableOrServerDown(error)) throw error;
        return { ...(await keptPage(userId, query)), offline: true };
      }
    },
  });
}

/** How many are unread; offline, counted in the kept copy. */
export function unreadCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(userId),
    enabled: !!userId,
    queryFn: async (): Promise<number> => {
      try {
        const { unread } = await api.post<{ unread: number }>(P.unreadCount, {}, { silent: true });
        const pending = await pendingReads(userId);
        return pending.all ? 0 : Math.max(0, unread - pending.ids.size);
      } catch (error) {
        if (!isUnreachableOrServerDown(error)) throw error;
        return keptUnread(userId);
      }
    },
  });
}

/** Marks one read: on the device at once, sent through the outbox (offline too). */
export async function readNotification(userId: string, id: string): Promise<void> {
  const at = new Date().toISOString();
  await mutate({
    userId,
    method: 'POST',
    path: P.read,
    body: { id },
    entityKey: `notification:${id}`,
    local: (tx) => markKeptRead(tx, userId, id, at),
  });
}

/** Marks every unread one read, the same way. */
export async function readAllNotifications(userId: string): Promise<void> {
  const at = new Date().toISOString();
  await mutate({
    userId,
    method: 'POST',
    path: P.readAll,
    body: {},
    entityKey: `notifications:${userId}`,
    local: (tx) => markKeptRead(tx, userId, null, at),
  });
}
