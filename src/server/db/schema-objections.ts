/** Tables of migration 032 (objections, their attachments and complaints, issue 17). */
export interface ObjectionTable {
  id: string;
  project_id: string;
  supplier_depart_id: string;
  filed_by: string;
  /** OBJECTION_KIND code. */
  kind: string;
  title: string;
  /** Cleaned rich text. */
  content_html: string;
  /** OBJECTION_STATUS code. */
  status: string;
  filed_at: string;
  due_at: string;
  accepted_by: string | null;
  accepted_at: string | null;
  answer_html: string | null;
  answered_by: string | null;
  answered_at: string | null;
  reject_reason: string | null;
  rejected_by: string | null;
  rejected_at: string | null;
  withdrawn_by: string | null;
  withdrawn_at: string | null;
  updated_at: string;
  version: number;
}

export interface ObjectionFileTable {
  id: string;
  objection_id: string;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  storage_name: string;
  uploaded_by: string;
  created_at: string;
}

export interface ComplaintTable {
  id: string;
  objection_id: string;
  filed_by: string;
  reason: string;
  /** COMPLAINT_STATUS code. */
  status: string;
  filed_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision: string | null;
  version: number;
}

/** The DB interface of schema.ts extends ObjectionTables. */
export interface ObjectionTables {
  objections: ObjectionTable;
  objection_files: ObjectionFileTable;
  complaints: ComplaintTable;
}
