/** Clarifications the buyer releases on a project, and who may read them. */
export { clarificationRoutes } from './routes';
export { createClarificationService, type ClarificationService } from './service';
