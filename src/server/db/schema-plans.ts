import type { ColumnType } from 'kysely';

/**
 * Tables of migration 020 (plans). Cents are BIGINT: written as digit strings, and read only through
 * `cast(... as text)` (features/plans/repository.ts), because better-sqlite3 hands integers back as
 * doubles; the read type `unknown` makes a plain select of them a type error to notice.
 */
type Cents = ColumnType<unknown, string, string>;
type NullableCents = ColumnType<unknown, string | null, string | null>;

export interface PlanConfigTable {
  depart_id: string;
  /** Comma-separated PLAN_TYPE codes. */
  plan_types: string;
  approval_required: number;
  leader_threshold_cents: NullableCents;
  updated_by: string;
  updated_at: string;
}

export interface PlanTable {
  id: string;
  org_id: string;
  depart_id: string;
  /** PLAN_TYPE code. */
  plan_type: string;
  year: number;
  period_start: string | null;
  period_end: string | null;
  title: string;
  remark: string | null;
  /** PLAN_STATUS code of the plan as a whole. */
  status: string;
  total_cents: Cents;
  line_count: number;
  over_plan: number;
  author_id: string;
  reject_reason: string | null;
  cancel_reason: string | null;
  approved_by: string | null;
  approved_at: string | null;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface PlanLineTable {
  id: string;
  plan_id: string;
  line_no: number;
  category_code: string | null;
  material_id: string | null;
  material_name: string;
  specification: string | null;
  /** Decimal text. */
  quantity: string;
  unit_code: string;
  /** Yuan, decimal text with two decimals. */
  unit_price: string;
  amount_cents: Cents;
  delivery_date: string | null;
  delivery_place: string | null;
  purpose: string | null;
  budget_source: string | null;
  over_plan_reason: string | null;
  over_plan: number;
  remark: string | null;
  /** PLAN_STATUS code of the line. */
  status: string;
  construction_project_id: string | null;
  package_id: string | null;
  scheme_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PlanHistoryTable {
  id: string;
  plan_id: string;
  seq: number;
  action: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  actor_id: string;
  at: string;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface PlanTables {
  plan_configs: PlanConfigTable;
  plans: PlanTable;
  plan_history: PlanHistoryTable;
}
