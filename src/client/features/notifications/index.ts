// Notifications (issue 17): the bell in the shell's top bar (unread count, live over the chat socket,
// the newest in a drawer) and the full list (/notifications); kept on the device for offline reading,
// reads sent through the outbox.
import { lazy } from 'react';

export { NotificationBell } from './components/notification-bell';

/**
 * The full list, loaded with its route: the shell's layout imports this index for the bell, and a static
 * export of the page would bring the list and the device store (Dexie) into the first screen.
 */
export const NotificationsPage = lazy(() =>
  import('./components/notifications-page').then((m) => ({ default: m.NotificationsPage })),
);
