/** Table of migration 028 (tender fee vouchers: document fee and bail). */
export interface FeeVoucherTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  /** FEE_KIND code. */
  kind: string;
  /** Decimal text, yuan with 2 places. */
  amount: string;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_name: string;
  /** AUDIT_STATUS code. */
  audit_status: string;
  reject_reason: string | null;
  audited_by: string | null;
  audited_at: string | null;
  /** BAIL_REFUND_STATUS code for bails; null for document fees. */
  refund_status: string | null;
  refunded_by: string | null;
  refunded_at: string | null;
  refund_remark: string | null;
  uploaded_by: string;
  uploaded_at: string;
  created_at: string;
  version: number;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface FeeTables {
  fee_vouchers: FeeVoucherTable;
}
