// The audit trail's reads without its screens (for route loaders).
export { auditKeys } from './api/keys';
export { timelineQueryOptions } from './api/timeline';
