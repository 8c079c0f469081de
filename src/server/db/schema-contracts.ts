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
  created_at: string;
  updated_by: string;
  updated_at: string;
  version: number;
}

export interface ContractTables {
  contracts: ContractTable;
}
