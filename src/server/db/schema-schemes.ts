import type { ColumnType } from 'kysely';

/** Tables of migration 023 (procurement schemes). Cents are read only through cast(... as text). */
type Cents = ColumnType<unknown, string, string>;
type Nullable = ColumnType<string | null, string | null | undefined, string | null>;

/** Columns migration 023 adds to tender_projects: the scheme and package a project was executed from. */
export interface TenderProjectSchemeLink {
  scheme_id: Nullable;
  package_id: Nullable;
  agency_org_id: Nullable;
  evaluation_method: Nullable;
}

export interface SchemeTable {
  id: string;
  org_id: string;
  code: string;
  name: string;
  /** TENDER_METHOD code. */
  tender_method: string;
  /** SCHEME_ORGANISER code. */
  organiser: string;
  agency_org_id: string | null;
  budget_cents: Cents;
  /** YYYY-MM-DD. */
  publish_date: string;
  /** ISO-8601 UTC. */
  quote_end_time: string;
  /** EVALUATION_METHOD code. */
  evaluation_method: string;
  qualification: string | null;
  /** SCHEME_STATUS code. */
  status: string;
  cancelled_at: string | null;
  reason: string | null;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface SchemePackageTable {
  scheme_id: string;
  package_id: string;
  live: number | null;
  added_at: string;
}

export interface SchemeHistoryTable {
  id: string;
  scheme_id: string;
  seq: number;
  action: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  actor_id: string;
  at: string;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface SchemeTables {
  schemes: SchemeTable;
  scheme_packages: SchemePackageTable;
  scheme_history: SchemeHistoryTable;
}
