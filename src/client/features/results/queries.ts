// The results' reads and keys without screens (for route loaders).
export { contentQueryOptions, publicityQueryOptions, quotationsQueryOptions } from './api/reads';
