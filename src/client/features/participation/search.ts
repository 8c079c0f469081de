// The drive's search parsing and tab names, for the routes' non-split parts (validateSearch,
// beforeLoad). Pure: index.ts would bring the screens into the first bundle, and queries.ts the
// offline store (Dexie) behind the reads.
export { DRIVE_TABS, type DriveTab, driveSearch, driveTabPath } from './lib/drive-tabs';
