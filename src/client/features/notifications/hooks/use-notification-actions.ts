import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { NotificationView } from '@/shared/contracts/notifications';
import type { NotificationPage } from '../api/notifications';
import { readAllNotifications, readNotification } from '../api/notifications';
import { notificationKeys } from '../api/keys';

/** Mark read (one or all) and open: the device's reads update at once, the outbox tells the platform. */
export function useNotificationActions(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const showRead = (id: string | null) => {
    const at = new Date().toISOString();
    queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.user(userId) }, (page) =>
      typeof page === 'object' && page !== null && 'records' in page
        ? {
            ...page,
            records: page.records.map((r) =>
              !r.readAt && (id === null || r.id === id) ? { ...r, readAt: at } : r,
            ),
          }
        : page,
    );
    queryClient.setQueryData<number>(notificationKeys.unread(userId), (n) =>
      id === null ? 0 : Math.max(0, (n ?? 1) - 1),
    );
  };

  const read = async (notification: NotificationView) => {
    if (notification.readAt) return;
    showRead(notification.id);
    await readNotification(userId, notification.id).catch(() => undefined);
  };

  return {
    read,
    async readAll() {
      showRead(null);
      await readAllNotifications(userId).catch(() => undefined);
    },
    /** Reads it and opens its link (a path of this app, with its search). */
    async open(notification: NotificationView) {
      await read(notification);
      if (notification.link?.startsWith('/')) void navigate({ href: notification.link });
    },
  };
}
