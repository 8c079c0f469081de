/** Tables of migration 029 (Notifications (issue 17): per-user notifications with unread state, kept for offline reading); the DB interface of schema.ts extends NotificationTables. */
export type NotificationTables = Record<never, never>;
