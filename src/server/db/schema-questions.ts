/** Tables of migration 030 (Supplier questions about a project and the buyer side's answers (issue 17)); the DB interface of schema.ts extends QuestionTables. */
export type QuestionTables = Record<never, never>;
