/** Evaluation results (issue 19): summaries, rejections, price methods, candidates, the report, signatures. */
export { createEvaluationResultService, type EvaluationResultService } from './service';
export { evaluationResultRoutes } from './routes';
