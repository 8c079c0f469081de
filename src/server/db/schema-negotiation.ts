/** Migration 037: competitive negotiation rounds (method 13). Times are ISO-8601 UTC. */
export interface NegotiationRoundTable {
  id: string;
  project_id: string;
  round_no: number;
  end_time: string;
  /** ROUND_STATUS: '00' open, '01' opened. */
  status: string;
  started_by: string;
  started_at: string;
  /** The buyer who opened it, or the system user when the clock did. */
  opened_by: string | null;
  opened_at: string | null;
  updated_at: string;
}

export interface NegotiationRoundSupplierTable {
  round_id: string;
  supplier_depart_id: string;
  /** The supplier's opened offer (the ranking's key). */
  offer_id: string;
  /** Decimal text fixed at the start: what a new price must not exceed. */
  previous_price: string;
  /** Decimal text once the round opened: the valid new price, else the previous one. */
  standing_price: string | null;
}

export interface NegotiationPriceTable {
  id: string;
  round_id: string;
  project_id: string;
  supplier_depart_id: string;
  user_id: string;
  ephemeral_public_key: string;
  iv: string;
  ciphertext: string;
  ciphertext_sha256: string;
  /** ROUND_PRICE_STATUS. */
  status: string;
  /** Decimal text, only once opened. */
  price: string | null;
  reason: string | null;
  received_at: string;
  opened_at: string | null;
  updated_at: string;
}

/** Tables of migration 037; the DB interface of schema.ts extends NegotiationTables. */
export interface NegotiationTables {
  negotiation_rounds: NegotiationRoundTable;
  negotiation_round_suppliers: NegotiationRoundSupplierTable;
  negotiation_prices: NegotiationPriceTable;
}
