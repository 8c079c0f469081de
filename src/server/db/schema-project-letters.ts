/** Table of migration 024 (project letters). Times are ISO-8601 UTC text. */
export interface ProjectLetterTable {
  id: string;
  project_id: string;
  /** The recipient supplier organisation. */
  supplier_depart_id: string;
  /** LETTER_KINDS. */
  kind: string;
  /** i18n keys (namespace:key) and their variables as a JSON object. */
  subject_key: string;
  body_key: string;
  vars_json: string;
  sent_by: string;
  sent_at: string;
  /** The first reader of the recipient organisation; null while unread. */
  read_by: string | null;
  read_at: string | null;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface ProjectLetterTables {
  project_letters: ProjectLetterTable;
}
