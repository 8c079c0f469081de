/** The supplier's participation lists (current, proceed, finish and the method 13 twins) and its drive. */
export { participationRoutes } from './routes';
export { createParticipationService } from './service';
