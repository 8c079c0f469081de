// The audit trail's reads without its screens (for route loaders).
export { timelineQueryOptions } from './api/timeline';
