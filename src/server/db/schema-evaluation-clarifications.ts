/** Tables of migration 033 (Evaluation clarifications: an expert asks a bidder, with a reply deadline (issue 17)); the DB interface of schema.ts extends EvaluationClarificationTables. */
export type EvaluationClarificationTables = Record<never, never>;
