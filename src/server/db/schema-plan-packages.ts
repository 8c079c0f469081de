import type { ColumnType } from 'kysely';

/** Tables of migration 022 (allocation and packaging). Cents are read only through cast(... as text). */
type Cents = ColumnType<unknown, string, string>;

/** Columns migration 022 adds to plan_lines. */
export interface PlanLineAssignment {
  assigned_depart_id: ColumnType<string | null, string | null | undefined, string | null>;
  executor_id: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlanAllocationTable {
  id: string;
  org_id: string;
  line_id: string;
  level: string;
  action: string;
  depart_id: string | null;
  executor_id: string | null;
  actor_id: string;
  at: string;
}

export interface PackageTable {
  id: string;
  org_id: string;
  code: string;
  name: string;
  remark: string | null;
  /** PACKAGE_STATUS code. */
  status: string;
  budget_cents: Cents;
  line_count: number;
  undo_reason: string | null;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface PackageLineTable {
  package_id: string;
  line_id: string;
  live: number | null;
  added_at: string;
}

export interface PackageHistoryTable {
  id: string;
  package_id: string;
  seq: number;
  action: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  actor_id: string;
  at: string;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface PlanPackageTables {
  plan_allocations: PlanAllocationTable;
  packages: PackageTable;
  package_lines: PackageLineTable;
  package_history: PackageHistoryTable;
}
