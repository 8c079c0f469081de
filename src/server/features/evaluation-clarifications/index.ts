/** Issue 17 area (evaluation-clarifications): interface first; the area fills in its service and routes. */
export { createEvaluationClarificationService } from './service';
export { evaluationClarificationRoutes } from './routes';
