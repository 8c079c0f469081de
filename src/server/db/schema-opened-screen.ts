/** Tables of migration 035; the DB interface of schema.ts extends OpenedScreenTables. */
export type OpenedScreenTables = Record<never, never>;
