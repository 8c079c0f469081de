/** Evaluation (issue 19): the project's steps and criteria, the experts' score sheets. */
export { createEvaluationService } from './service';
export { evaluationRoutes } from './routes';
