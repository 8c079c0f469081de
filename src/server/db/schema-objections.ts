/** Tables of migration 032 (Objections, complaints and their supervision (issue 17)); the DB interface of schema.ts extends ObjectionTables. */
export type ObjectionTables = Record<never, never>;
