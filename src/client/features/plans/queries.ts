// The plans area's reads without its screens (for route loaders, whose files are part of the first
// bundle).
export { planQueryOptions } from './api/get-plan';
export { firstPlanPageQueryOptions } from './api/list-plans';
