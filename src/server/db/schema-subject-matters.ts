import type { ColumnType } from 'kysely';

/** Tables of migration 026 (subject matters). Cents are read only through cast(... as text). */
type Cents = ColumnType<unknown, string, string>;

export interface SubjectMatterTable {
  id: string;
  project_id: string;
  /** 1..n in the project, kept contiguous after deletes and merges. */
  line_no: number;
  material_id: string | null;
  category_code: string | null;
  material_name: string;
  specification: string | null;
  /** Decimal text, up to 12 integer digits and 4 decimals. */
  quantity: string;
  /** measureUnit dictionary code. */
  unit_code: string;
  /** Yuan, decimal text with two decimals. */
  unit_price: string;
  amount_cents: Cents;
  delivery_place: string | null;
  /** YYYY-MM-DD. */
  delivery_date: string | null;
  remark: string | null;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface SubjectMatterPlanLineTable {
  subject_matter_id: string;
  plan_line_id: string;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface SubjectMatterTables {
  subject_matters: SubjectMatterTable;
  subject_matter_plan_lines: SubjectMatterPlanLineTable;
}
