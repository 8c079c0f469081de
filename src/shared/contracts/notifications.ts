/**
 * In-app notifications (issue 17): what happened, to whom, in the reader's language. Areas send them
 * through the notifications area's `notify` (TenderDeps.notify on the server) in their own transaction.
 */

/** Why a notification was sent; SMS templates are keyed by these too. */
export const NOTIFICATION_EVENTS = [
  'questionAsked',
  'questionAnswered',
  'clarificationReleased',
  'clarificationReminder',
  'receiptMissing',
  'quoteEndMoved',
  'objectionFiled',
  'objectionAnswered',
  'objectionDue',
  'complaintFiled',
  'complaintDecided',
  'evaluationClarificationAsked',
  'evaluationClarificationReplied',
  'committeeDrawn',
  'resultNoticeIssued',
  'negotiationRoundStarted',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Notification variables: shown in the reader's language through the title and body keys. */
export type NotificationVars = Record<string, string | number>;

/**
 * Who gets it, resolved by the notifications area to active users: named users; every user of these
 * organisations; the project's buyer side (its organisation and the entrusted agency); the users of
 * every supplier organisation signed up for it; its committee's experts.
 */
export type NotificationRecipients =
  | { userIds: readonly string[] }
  | { departIds: readonly string[] }
  | { projectBuyers: string }
  | { projectSignedUp: string }
  | { projectCommittee: string };

export interface NotifyInput {
  event: NotificationEvent;
  to: NotificationRecipients;
  projectId?: string;
  /** i18n keys ('namespace:key') of the sending area, and their variables. */
  titleKey: string;
  bodyKey: string;
  vars?: NotificationVars;
  /** The client path (with its search) the notification opens, such as '/procurement/x?id=1'. */
  link?: string;
  /** The acting user, never notified of their own act. */
  actorUserId?: string;
}

/** A notification as its user reads it. */
export interface NotificationView {
  id: string;
  event: NotificationEvent;
  projectId: string | null;
  titleKey: string;
  bodyKey: string;
  /** The sender's variables, plus projectCode and projectName when it is about a project. */
  vars: NotificationVars;
  link: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
  readAt: string | null;
}

/**
 * The live frame on the chat socket (frames are JSON { code, message }, chat-ws.ts): message is a
 * NotificationView for the socket's user.
 */
export const NOTIFICATION_WS_CODE = 6;

/** The SMS template of an event: NOTIFY_ and the event in capitals ('clarificationReleased' -> NOTIFY_CLARIFICATION_RELEASED). */
export const notificationSmsTemplate = (event: NotificationEvent): string =>
  `NOTIFY_${event.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
