/** Tables of migration 036: how each offer left the sealed state (withdrawn or replaced). */
export interface TenderOfferWithdrawalTable {
  offer_id: string;
  project_id: string;
  supplier_depart_id: string;
  user_id: string;
  /** OFFER_WITHDRAW_REASON code: '01' withdrawn by the supplier, '02' replaced by a newer offer. */
  reason: string;
  replaced_by: string | null;
  withdrawn_at: string;
}

/** The DB interface of schema.ts extends OfferWithdrawalTables. */
export interface OfferWithdrawalTables {
  tender_offer_withdrawals: TenderOfferWithdrawalTable;
}
