/** Evaluation results (issue 19): summaries, rejections, price methods, candidates, the report, signatures. */
export { createEvaluationResultService, type EvaluationResultService } from './service';
export { evaluationResultRoutes } from './routes';
/** The report's PDF writer (subset Noto Sans SC), reused by the result notices (issue 20). */
export { createPdfWriter, type PdfWriter } from './pdf-writer';
