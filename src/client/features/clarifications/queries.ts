// The clarifications area's reads without its screens (for route loaders).
export {
  clarificationDetailQueryOptions,
  clarificationReceiptsQueryOptions,
  expertClarificationsQueryOptions,
} from './api/clarification-reads';
export { firstClarificationPageQueryOptions } from './api/list-clarifications';
export { myClarificationsQueryOptions } from './api/my-clarifications';
export { supplierClarificationQueryOptions } from './api/supplier-clarification';
