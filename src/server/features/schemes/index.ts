/** Procurement schemes (issue 15; spec 001 section 2.6): compiled from packages, executed into tender projects. */
export { schemeRoutes } from './routes';
export { createSchemeServices } from './wiring';
