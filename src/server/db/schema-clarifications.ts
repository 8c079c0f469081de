/** Tables of migration 031 (Clarification receipts, reminders and the quote-end move (issue 17)); the DB interface of schema.ts extends ClarificationReceiptTables. */
export type ClarificationReceiptTables = Record<never, never>;
