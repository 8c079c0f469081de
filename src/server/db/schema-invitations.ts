/** Table of migration 027 (invitations of method 02 projects). Times are ISO-8601 UTC text. */
export interface TenderInvitationTable {
  id: string;
  project_id: string;
  /** The invited supplier organisation. */
  supplier_depart_id: string;
  invited_by: string;
  invited_at: string;
  /** When the invitation letter went out; null before the project is published. */
  sent_at: string | null;
  /** The first reader of the invited organisation; null while unread. */
  read_by: string | null;
  read_at: string | null;
}

/** This area's tables, as the DB interface of schema.ts extends them. */
export interface InvitationTables {
  tender_invitations: TenderInvitationTable;
}
