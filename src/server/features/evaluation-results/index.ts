/** Evaluation results (issue 19): summaries, rejections, price methods, candidates, the report, signatures. */
export { createEvaluationResultService } from './service';
export { evaluationResultRoutes } from './routes';
/** Read-only, for the results (issue 20): the ranked outcomes with their supplier organisations. */
export { type ProjectOutcome, projectOutcomes } from './outcome-reads';
/** The report's PDF writer (subset Noto Sans SC), reused by the result notices (issue 20). */
export { createPdfWriter } from './pdf-writer';
