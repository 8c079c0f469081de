/** Query keys of the evaluation clarifications; a change invalidates `all`. */
export const evaluationClarificationKeys = {
  all: ['evaluation-clarifications'] as const,
  list: (role: string, userId: string, status: string) =>
    ['evaluation-clarifications', 'list', role, userId, status] as const,
  detail: (role: string, userId: string, id: string) =>
    ['evaluation-clarifications', 'detail', role, userId, id] as const,
  bidders: (projectId: string) => ['evaluation-clarifications', 'bidders', projectId] as const,
};

/** The reply form: its drafts and outbox entries are keyed by the clarification. */
export const REPLY_FORM_ID = 'evaluationClarificationReply';
export const replyDraftKey = (id: string) => `${REPLY_FORM_ID}:${id}`;
export const clarificationOfDraftKey = (key: string) =>
  key.startsWith(`${REPLY_FORM_ID}:`) ? key.slice(REPLY_FORM_ID.length + 1) : undefined;
