/** Tables of migration 034 (opening hall sign-ins, unattended openings and opening outcomes). */
export interface OpeningHallSigninTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  user_id: string;
  signed_in_at: string;
}

export interface OpeningPlanTable {
  project_id: string;
  /** 1: the server opens the project by itself at the quote end. */
  unattended: number;
  unattended_set_by: string | null;
  unattended_set_at: string | null;
  /** OPENING_OUTCOME code; null before the opening ran. */
  outcome: string | null;
  /** OPENING_MODE code. */
  mode: string | null;
  outcome_at: string | null;
  opened_count: number | null;
  valid_count: number | null;
  /** opening-hall i18n key of a failure or operator error, and its values (JSON). */
  reason_key: string | null;
  reason_vars: string | null;
  updated_at: string;
}

/** The DB interface of schema.ts extends OpeningHallTables. */
export interface OpeningHallTables {
  opening_hall_signins: OpeningHallSigninTable;
  opening_plans: OpeningPlanTable;
}
