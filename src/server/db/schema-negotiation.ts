/** Tables of migration 037; the DB interface of schema.ts extends NegotiationTables. */
export type NegotiationTables = Record<never, never>;
