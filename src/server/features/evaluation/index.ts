/** Evaluation (issue 19): the project's steps and criteria, the experts' score sheets. */
export { createEvaluationService, type EvaluationService } from './service';
export { evaluationRoutes } from './routes';
