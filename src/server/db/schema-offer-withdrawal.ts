/** Tables of migration 036; the DB interface of schema.ts extends OfferWithdrawalTables. */
export type OfferWithdrawalTables = Record<never, never>;
