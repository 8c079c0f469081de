/** Tables of migration 038; the DB interface of schema.ts extends CommitteeDrawTables. */
export type CommitteeDrawTables = Record<never, never>;
