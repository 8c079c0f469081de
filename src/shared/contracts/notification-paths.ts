/**
 * API paths of notifications (under the API prefix): each signed-in user reads and marks only their
 * own. Zod-free so screens can name them cheaply.
 */
export const NOTIFICATION_PATHS = {
  /** The caller's notifications, newest first (optionally unread only). */
  page: '/bid-procurement/notification/page',
  /** How many of the caller's notifications are unread. */
  unreadCount: '/bid-procurement/notification/unreadCount',
  /** Mark one read (the first read's time is kept). */
  read: '/bid-procurement/notification/read',
  /** Mark every unread one read. */
  readAll: '/bid-procurement/notification/readAll',
} as const;
