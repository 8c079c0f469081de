// The clarifications area's reads without its screens (for route loaders).
export { firstClarificationPageQueryOptions } from './api/list-clarifications';
export { myClarificationsQueryOptions } from './api/my-clarifications';
