import type { ColumnType } from 'kysely';

/** Tables of migration 011 (the tendering cycle). Times are ISO-8601 UTC text. */

export interface TenderProjectTable {
  id: string;
  project_code: string;
  name: string;
  /** TENDER_METHOD code. */
  tender_method: string;
  /** Decimal text. */
  budget: string;
  description: string | null;
  /** The buyer's or agency's organisation that runs the project. */
  depart_id: string;
  /** PURCHASE_STATUS code. */
  status: string;
  signup_end_time: string;
  quote_end_time: string;
  published_at: string | null;
  cancel_reason: string | null;
  /** When the buyer opened the offers (migration 013); null before the opening. */
  opened_at: string | null;
  version: number;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

export interface TenderProjectKeyTable {
  project_id: string;
  /** JSON Web Key (ECDH P-256 public key). */
  public_key_jwk: string;
  /** base64 of iv + AES-GCM ciphertext of the PKCS#8 private key under the server's KEK. */
  wrapped_private_key: string;
  /** Which key-encryption key wrapped it (for rotation). */
  kek_id: string;
  created_at: string;
}

export interface TenderSignupTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  user_id: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  remark: string | null;
  /** AUDIT_STATUS: 00 pending, 01 approved, 02 rejected. */
  audit_status: string;
  reject_reason: string | null;
  /** Server receipt time (deadlines are judged by it). */
  received_at: string;
  audited_by: string | null;
  audited_at: string | null;
  updated_at: string;
}

export interface TenderOfferTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  user_id: string;
  ephemeral_public_key: string;
  iv: string;
  ciphertext: string;
  /** hex SHA-256 of the ciphertext bytes: the supplier's receipt. */
  ciphertext_sha256: string;
  /**
   * Offer seal version (migration 015): 2 is bound to this row's project, organisation and id as
   * AES-GCM additional data; 1 (the default, offers sealed before) to nothing but the project key.
   */
  seal_version: ColumnType<number, number | undefined, number>;
  /** OFFER_STATUS code. */
  status: string;
  received_at: string;
  /** The decrypted offer (JSON), only after the opening. */
  opened_json: string | null;
  opened_at: string | null;
  updated_at: string;
}

export interface TenderClarificationTable {
  id: string;
  project_id: string;
  title: string;
  content: string;
  published_by: string;
  published_at: string;
  /** Issue 17 (migration 031): the cleaned rich text; content keeps its plain text. */
  content_html?: string | null;
  /** The publicly answered question this clarification publishes. */
  question_id?: string | null;
  /** The quote end before this release moved it (amendment), when it did. */
  moved_quote_end_from?: string | null;
  reminded_at?: string | null;
  reminded_by?: string | null;
  /** The quote end the one-day-before receipt reminder was sent for (the job's claim). */
  receipt_missing_for?: string | null;
}

export interface EvaluationTaskTable {
  id: string;
  project_id: string;
  expert_user_id: string;
  /** EXPERT_TASK_STATUS code. */
  status: string;
  assigned_by: string;
  assigned_at: string;
  updated_at: string;
}

/** Migration 012: a project's tender documents; the file is DATA_DIR/tender-files/<storage_name>. */
export interface TenderDocumentTable {
  id: string;
  project_id: string;
  /** The organisation that runs the project (and uploaded the file). */
  org_id: string;
  /** TENDER_DOCUMENT_KIND code. */
  kind: string;
  file_name: string;
  mime: string;
  size: number;
  /** Hex SHA-256 of the file. */
  sha256: string;
  storage_name: string;
  uploaded_by: string;
  created_at: string;
  /** 0/1: removed before publication. */
  removed: number;
  removed_at: string | null;
}
