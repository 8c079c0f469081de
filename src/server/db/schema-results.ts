/** Tables of migration 041 (results, issue 20); the DB interface of schema.ts extends ResultTables. */

export interface ResultPublicityTable {
  project_id: string;
  started_at: string;
  /** started_at plus `days` calendar days (server time); result objections only before it. */
  ends_at: string;
  days: number;
}

/** A winner the buyer confirmed (confirmConclude-add); reason when it is not the first candidate. */
export interface ResultWinnerTable {
  project_id: string;
  org_id: string;
  offer_id: string;
  rank: number;
  /** Decimal text (yuan). */
  price: string;
  reason: string | null;
  confirmed_by: string;
  confirmed_at: string;
}

/** goodsAllot-add: per subject matter, the quantities among winners add up to the procured quantity. */
export interface GoodsAllotmentTable {
  project_id: string;
  subject_matter_id: string;
  org_id: string;
  /** Decimal text. */
  quantity: string;
  updated_by: string;
  updated_at: string;
}

export interface ResultTables {
  result_publicity: ResultPublicityTable;
  result_winners: ResultWinnerTable;
  goods_allotments: GoodsAllotmentTable;
}
