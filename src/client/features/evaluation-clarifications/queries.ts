// The evaluation clarifications' reads and keys without screens (for route loaders and the sync centre).
export {
  clarificationOfDraftKey,
  evaluationClarificationKeys,
  REPLY_FORM_ID,
  replyDraftKey,
} from './api/keys';
export {
  clarificationDetailQueryOptions,
  clarificationListQueryOptions,
  type ClarificationRole,
} from './api/reads';
