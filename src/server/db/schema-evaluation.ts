/** Tables of migration 039 (evaluation, issue 19); the DB interface of schema.ts extends EvaluationTables. */

/** One per project: the price method (shared PRICE_METHOD) and the price weight (decimal text, of 100). */
export interface EvaluationConfigTable {
  project_id: string;
  price_method: string;
  price_weight: string;
  updated_by: string;
  updated_at: string;
  version: number;
}

/** The project's review steps in order (EVALUATION_STEP code); status EVALUATION_STEP_STATUS. */
export interface EvaluationStepTable {
  id: string;
  project_id: string;
  step_code: string;
  seq: number;
  status: string;
  summarised_by: string | null;
  summarised_at: string | null;
  created_at: string;
}

/** A step's criterion: CRITERION_KIND 'score' with max_points (decimal text) or 'pass' (null). */
export interface EvaluationCriterionTable {
  id: string;
  project_id: string;
  step_code: string;
  seq: number;
  name: string;
  kind: string;
  max_points: string | null;
  created_at: string;
}

/** An expert's submitted sheet for one step (drafts live on the device until sent). */
export interface EvaluationSheetTable {
  id: string;
  project_id: string;
  step_code: string;
  expert_user_id: string;
  submitted_at: string;
}

/** One line of a sheet: points (decimal text) for a scored criterion, passed 0/1 (+ reason) otherwise. */
export interface EvaluationScoreTable {
  sheet_id: string;
  criterion_id: string;
  offer_id: string;
  points: string | null;
  passed: number | null;
  reason: string | null;
}

export interface EvaluationTables {
  evaluation_configs: EvaluationConfigTable;
  evaluation_steps: EvaluationStepTable;
  evaluation_criteria: EvaluationCriterionTable;
  evaluation_sheets: EvaluationSheetTable;
  evaluation_scores: EvaluationScoreTable;
}
