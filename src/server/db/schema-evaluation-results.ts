/** Tables of migration 040; the DB interface of schema.ts extends EvaluationResultTables. */
export type EvaluationResultTables = Record<never, never>;
