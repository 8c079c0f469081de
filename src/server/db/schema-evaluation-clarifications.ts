/** Migration 033: evaluation clarifications (an expert asks a bidder during the evaluation). */
export interface EvaluationClarificationTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  asked_by: string;
  question_html: string;
  /** ISO-8601 UTC. */
  reply_deadline: string;
  /** 1: the reply is sealed for the project's key; 0: plain. */
  touches_price: number;
  /** '00' asked, '01' replied. */
  status: string;
  reply_html: string | null;
  ephemeral_public_key: string | null;
  iv: string | null;
  ciphertext: string | null;
  ciphertext_sha256: string | null;
  seal_version: number | null;
  replied_by: string | null;
  replied_at: string | null;
  asked_at: string;
  updated_at: string;
  version: number;
}

/** A committee member's first opening of a sealed reply. */
export interface EvaluationClarificationReadTable {
  clarification_id: string;
  user_id: string;
  read_at: string;
}

/** Tables of migration 033; the DB interface of schema.ts extends EvaluationClarificationTables. */
export interface EvaluationClarificationTables {
  evaluation_clarifications: EvaluationClarificationTable;
  evaluation_clarification_reads: EvaluationClarificationReadTable;
}
