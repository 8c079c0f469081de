/** Evaluation (issue 19): the project's steps and criteria, the experts' score sheets. */
export { createEvaluationService, type EvaluationHooks, type EvaluationService } from './service';
export { evaluationRoutes } from './routes';
export type { LeaderOf } from './sheet-service';
