/** Tables of migration 043 (contracts, issue 20); the DB interface of schema.ts extends ContractTables. */

/** One per award; CONTRACT_STATUS (shared/codes/results.ts). */
export interface ContractTable {
  id: string;
  project_id: string;
  org_id: string;
  /** Decimal text (yuan). */
  amount: string;
  status: string;
  /** YYYY-MM-DD, once signed. */
  signed_on: string | null;
  /** The signed contract's scan; all null until signed. */
  scan_file_name: string | null;
  scan_mime: string | null;
  scan_size: number | null;
  scan_sha256: string | null;
  /** Random file name under <dataDir>/contract-scans. */
  scan_storage_name: string | null;
  /** Why the contract was terminated (04). */
  termination_reason: string | null;
  created_at: string;
  updated_by: string;
  updated_at: string;
  version: number;
}

export interface ContractTables {
  contracts: ContractTable;
}
