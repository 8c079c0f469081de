// The drive's search parsing, for the route's validateSearch. Pure: index.ts would bring the screens
// into the first bundle, and queries.ts the offline store (Dexie) behind the reads.
export { driveSearch } from './lib/tabs';
