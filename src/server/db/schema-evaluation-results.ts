/** Tables of migration 040 (evaluation results, issue 19); the DB interface of schema.ts extends EvaluationResultTables. */

/** The leader's summary of a step; results_json holds StoredStepResult[] (exact fractions 'n/d'). */
export interface EvaluationStepResultTable {
  project_id: string;
  step_code: string;
  summarised_by: string;
  summarised_at: string;
  /** 1: summarised by the leader's decision before every sheet was in. */
  forced: number;
  note: string | null;
  /** JSON array of the expert user ids whose sheets counted. */
  experts_json: string;
  results_json: string;
}

export interface EvaluationScrapTable {
  project_id: string;
  offer_id: string;
  reason: string;
  recorded_by: string;
  recorded_at: string;
}

/** After the last step: a rejected offer (rank null, reasons_json) or a ranked one; fractions 'n/d'. */
export interface EvaluationOutcomeTable {
  project_id: string;
  offer_id: string;
  /** Decimal text (yuan). */
  price: string;
  scores: string;
  price_score: string;
  total: string;
  rank: number | null;
  candidate: number;
  reasons_json: string | null;
  decided_at: string;
}

export interface EvaluationReportTable {
  project_id: string;
  pdf_base64: string;
  /** hex SHA-256 of the PDF bytes; goes into the audit chain when every member signed. */
  sha256: string;
  size: number;
  generated_by: string;
  generated_at: string;
  /** Set when no valid offer remained and the project failed (09). */
  failed_reason: string | null;
  completed_at: string | null;
}

export interface EvaluationReportSignatureTable {
  project_id: string;
  expert_user_id: string;
  signed_at: string;
}

export interface EvaluationResultTables {
  evaluation_step_results: EvaluationStepResultTable;
  evaluation_scraps: EvaluationScrapTable;
  evaluation_outcomes: EvaluationOutcomeTable;
  evaluation_reports: EvaluationReportTable;
  evaluation_report_signatures: EvaluationReportSignatureTable;
}
