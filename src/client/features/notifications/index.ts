// Notifications (issue 17): the bell in the shell's top bar (unread count, live over the chat socket,
// the newest in a drawer) and the full list (/notifications); kept on the device for offline reading,
// reads sent through the outbox.
export { notificationKeys } from './api/keys';
export { NotificationBell } from './components/notification-bell';
export { NotificationsPage } from './components/notifications-page';
