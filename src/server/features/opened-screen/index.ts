/** The opened screen (issue 18): the live opening record, bidders' confirmations and disputes. */
export { createOpenedScreenService } from './service';
export { openedScreenRoutes } from './routes';
