/** Migration 035: a bidder's answer to its own line of the opening record. */
export interface OpenedLineConfirmationTable {
  offer_id: string;
  project_id: string;
  supplier_depart_id: string;
  /** '01' confirmed, '02' disputed (LINE_CONFIRMATION). */
  decision: string;
  /** The dispute's reason. */
  reason: string | null;
  decided_by: string;
  /** ISO-8601 UTC, server time. */
  decided_at: string;
}

/** Tables of migration 035; the DB interface of schema.ts extends OpenedScreenTables. */
export interface OpenedScreenTables {
  opened_line_confirmations: OpenedLineConfirmationTable;
}
