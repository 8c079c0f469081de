import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { NotificationsPage } from '@/client/features/notifications';
import { notificationPageQueryOptions } from '@/client/features/notifications/queries';
import { startRead } from '@/client/lib/start-read';
import { userIdNow } from './-session-user';

export const Route = createFileRoute('/_app/notifications')({
  staticData: { title: 'notifications:title' },
  loader: ({ context }) => {
    startRead(
      context.queryClient,
      notificationPageQueryOptions(userIdNow(), { unreadOnly: false, pageNo: 1, pageSize: 10 }),
    );
  },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <NotificationsPage userId={userId} />;
}
