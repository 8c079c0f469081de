/** The tendering cycle's areas wired together: services for services.ts, routes for app.ts. */
export { createTenderServices, type TenderServices, tenderRoutes } from './wiring';
