// The opened screen's reads without its screens (for route loaders and other areas' dialogs).
export { openedScreenQueryOptions } from './api/opened-screen';
