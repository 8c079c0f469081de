/**
 * The opening of sealed offers (in the hall or unattended), its record and the record's confirmation;
 * the opening hall (sign-ins, unattended switch). `unattended` is the job the wiring puts on the clock.
 */
export { openingRoutes } from './routes';
export { createOpeningService, type OpeningHooks } from './service';
