/** Table of migration 029 (notifications: one row per recipient user, unread while read_at is null). */
export interface NotificationTable {
  id: string;
  user_id: string;
  /** NotificationEvent (src/shared/contracts/notifications.ts). */
  event: string;
  project_id: string | null;
  /** i18n keys ('namespace:key') of the sending area. */
  title_key: string;
  body_key: string;
  /** JSON object of the title's and body's variables. */
  vars_json: string;
  /** The client path (with its search) it opens. */
  link: string | null;
  /** ISO-8601 UTC. */
  created_at: string;
  read_at: string | null;
}

/** Tables of migration 029; the DB interface of schema.ts extends NotificationTables. */
export interface NotificationTables {
  notifications: NotificationTable;
}
