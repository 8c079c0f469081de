import type { ColumnType } from 'kysely';

/** Tables of migration 025 (project rules, notices, amendments). Times are ISO-8601 UTC text. */
type Cents = ColumnType<unknown, string | null, string | null>;

export interface ProjectRulesTable {
  project_id: string;
  /** EVALUATION_METHOD code. */
  evaluation_method: string;
  /** PRICE_METHOD code. */
  price_method: string;
  /** RuleCriterion[] as JSON. */
  criteria_json: string;
  qualification: string;
  /** Read only through cast(... as text); null = none. */
  bail_cents: Cents;
  document_fee_cents: Cents;
  min_valid_offers: number;
  signup_start_time: string;
  question_end_time: string;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface ProjectNoticeTable {
  project_id: string;
  title: string;
  /** Cleaned by sanitize-html before it is stored. */
  html: string;
  updated_by: string;
  updated_at: string;
}

export interface ProjectAmendmentTable {
  id: string;
  project_id: string;
  /** 1, 2, ... per project. */
  version: number;
  summary_json: string;
  old_quote_end_time: string;
  new_quote_end_time: string;
  letters_sent: number;
  by_user_id: string;
  at: string;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface ProjectRulesTables {
  project_rules: ProjectRulesTable;
  project_notices: ProjectNoticeTable;
  project_amendments: ProjectAmendmentTable;
}
