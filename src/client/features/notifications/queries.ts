// The notifications' reads and keys without screens (for route loaders).
export { notificationPageQueryOptions } from './api/notifications';
