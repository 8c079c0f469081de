// The fees area's reads without its screens (for route loaders and other areas' screens).
export { myFeesQueryOptions } from './api/fees';
