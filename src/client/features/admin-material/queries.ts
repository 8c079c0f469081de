// The catalogue's reads without its screens, for other areas (the plan lines' material picker).
export { categoryTreeQueryOptions } from './api/get-category-tree';
export { itemListQueryOptions, type ItemSearch } from './api/list-items';
export { categorySearchQueryOptions } from './api/search-category-tree';
