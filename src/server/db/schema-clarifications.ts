/** A supplier organisation's confirmation that it received a clarification (migration 031). */
export interface ClarificationReceiptTable {
  id: string;
  clarification_id: string;
  supplier_depart_id: string;
  confirmed_by: string;
  confirmed_at: string;
}

/**
 * Tables of migration 031 (clarification receipts); its new tender_clarifications columns are in
 * TenderClarificationTable (schema-tenders.ts). The DB interface of schema.ts extends this.
 */
export interface ClarificationReceiptTables {
  clarification_receipts: ClarificationReceiptTable;
}
