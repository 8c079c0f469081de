/** Notifications (issue 17): stored per user, read in the app, delivered live and by SMS. */
export { createNotificationService, type NotificationService, notificationRoutes } from './service';
