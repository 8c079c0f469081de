/** Tables of construction projects (migration 021). */
export interface ConstructionProjectTable {
  id: string;
  /** The organisation that keeps the project; its code is unique within it. */
  depart_id: string;
  code: string;
  name: string;
  owner_org_name: string;
  region: string;
  /** Yuan, decimal text with two decimals. */
  investment: string;
  /** YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  approval_doc_no: string | null;
  remark: string | null;
  /** CONSTRUCTION_STATUS code. */
  status: string;
  status_reason: string | null;
  /** The approval scan (migration 021-construction-scan); null until uploaded. */
  scan_file_name?: string | null;
  scan_mime?: string | null;
  scan_size?: number | null;
  scan_sha256?: string | null;
  scan_storage_name?: string | null;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface ConstructionStatusLogTable {
  id: string;
  project_id: string;
  /** Null for the creation. */
  from_status: string | null;
  to_status: string;
  /** The project's version after the move (orders the history). */
  project_version: number;
  reason: string | null;
  user_id: string;
  created_at: string;
}

/** The link of a tender project to a construction project (migration 021), null when none. */
export interface TenderProjectConstructionLink {
  construction_project_id?: string | null;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface ConstructionTables {
  construction_projects: ConstructionProjectTable;
  construction_project_status_log: ConstructionStatusLogTable;
}
