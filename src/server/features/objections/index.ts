/** Issue 17 area (objections): interface first; the area fills in its service and routes. */
export { createObjectionService, type ObjectionService } from './service';
export { objectionRoutes } from './routes';
