/** Table of migration 045 (supplier sub-accounts); the DB interface of schema.ts extends it. */

/** An account a supplier organisation's administrator created, one per organisation and user. */
export interface SupplierSubAccountTable {
  id: string;
  depart_id: string;
  user_id: string;
  /** 0/1: may manage the organisation's sub-accounts. */
  is_admin: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface SupplierAccountTables {
  supplier_sub_accounts: SupplierSubAccountTable;
}
