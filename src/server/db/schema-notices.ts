import type { ColumnType } from 'kysely';

/** Tables of migration 042 (result notices, issue 20); the DB interface of schema.ts extends NoticeTables. */

/** One per project and supplier organisation: an award (clinch) notice or an advice note. */
export interface ResultNoticeTable {
  id: string;
  project_id: string;
  org_id: string;
  /** NOTICE_KIND (shared/codes/results.ts). */
  kind: string;
  offer_id: string | null;
  /** Decimal text (yuan), award notices. */
  amount: string | null;
  /** Advice notes: why this bidder did not win. */
  reason: string | null;
  /** NoticeReason (shared/contracts/notices.ts) as JSON; null for award notices and rows seeded with text only. */
  reason_json: ColumnType<string | null, string | null | undefined, string | null>;
  issued_by: string;
  issued_at: string;
  /** The read receipt: the first user of the organisation who opened it. */
  read_by: string | null;
  read_at: string | null;
}

export interface NoticeTables {
  result_notices: ResultNoticeTable;
}
