/** Open data (issue 20): OCDS 1.1.5 releases stored at each public change, packages, records and the public feed. */
export { createOpenDataService } from './service';
export { openDataRoutes } from './routes';
