// The opened screen's reads without its screens (for route loaders and other areas' dialogs).
export { openedScreenKeys } from './api/keys';
export { openedProjectsQueryOptions, openedScreenQueryOptions } from './api/opened-screen';
