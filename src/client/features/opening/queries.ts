// The opening area's reads without screens, for the routes' loaders (index.ts would bring the screens).
export { hallDetailQueryOptions, hallListQueryOptions, unattendedQueryOptions } from './api/hall';
