/**
 * Names shared by the page's outbox replayer and the service worker. They live here, not in the
 * replayer, so the service worker bundle does not pull in Dexie to read two strings.
 */

/** `data.type` of the message the service worker posts on its 'sync' event (a wake-up only). */
export const OUTBOX_SYNC_MESSAGE = 'bidline:outbox-sync';

/** The Background Sync tag the page registers while writes wait, and the service worker listens for. */
export const OUTBOX_SYNC_TAG = 'bidline-outbox';
