/** Notifications (issue 17): stored per user, read in the app, delivered live and by SMS. */
export { notificationRoutes } from './routes';
export { createNotificationService } from './service';
