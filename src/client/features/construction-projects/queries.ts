// The construction projects area's reads and keys without its screens (route loaders).
export { constructionKeys } from './api/keys';
export {
  constructionOptionsQueryOptions,
  constructionQueryOptions,
  correlationQueryOptions,
  firstConstructionPageQueryOptions,
} from './api/reads';
