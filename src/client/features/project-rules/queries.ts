// The project-rules area's reads and keys without its screens (for route loaders).
export { noticeQueryOptions, rulesQueryOptions } from './api/rules';
