// The construction projects area's reads and keys without its screens (route loaders).
export {
  constructionOptionsQueryOptions,
  constructionQueryOptions,
  firstConstructionPageQueryOptions,
} from './api/reads';
