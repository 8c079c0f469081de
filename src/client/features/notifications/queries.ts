// The notifications' reads and keys without screens (for route loaders).
export { notificationKeys } from './api/keys';
export { notificationPageQueryOptions, unreadCountQueryOptions } from './api/notifications';
