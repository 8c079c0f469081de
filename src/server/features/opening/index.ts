/** The opening of sealed offers, its record and the record's confirmation. */
export { openingRoutes } from './routes';
export { createOpeningService, type OpeningHooks, type OpeningService } from './service';
