// The evaluation clarifications' reads and keys without screens (for route loaders and the sync centre).
export { clarificationOfDraftKey, REPLY_FORM_ID } from './api/keys';
export { clarificationDetailQueryOptions, clarificationListQueryOptions } from './api/reads';
