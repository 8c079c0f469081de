// The results' reads and keys without screens (for route loaders).
export { resultKeys } from './api/keys';
export {
  buyerProjectsQueryOptions,
  contentQueryOptions,
  publicityProjectsQueryOptions,
  publicityQueryOptions,
  quotationsQueryOptions,
} from './api/reads';
