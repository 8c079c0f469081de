// The project-rules area's reads and keys without its screens (for route loaders).
export { rulesQueryOptions } from './api/rules';
