/** Tables of migration 034; the DB interface of schema.ts extends OpeningHallTables. */
export type OpeningHallTables = Record<never, never>;
