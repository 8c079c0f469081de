import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';

/** What the buyer's project list offers on a row; the server judges each move again. */
export type ProjectRowAction =
  | 'edit'
  | 'submit'
  | 'approve'
  | 'publish'
  | 'conclude'
  | 'cancel'
  | 'openOffers'
  | 'confirmOpening'
  | 'openingRecord'
  | 'signups'
  | 'clarifications'
  | 'committee'
  | 'documents'
  | 'rules'
  | 'notice'
  | 'preview'
  | 'review'
  | 'subjectMatters';

const CANCELLABLE: readonly string[] = [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED];
const PUBLISHED_ON: readonly string[] = [
  P.PUBLISHED,
  P.OPENING,
  P.EVALUATING,
  P.PUBLICITY,
  P.CONCLUDED,
  P.FAILED,
];
const COMMITTEE_ON: readonly string[] = [P.PUBLISHED, P.OPENING, P.EVALUATING];

export interface ProjectActionRow {
  status: string;
  /** ISO-8601 UTC. */
  quoteEndTime: string;
  /** When the offers were opened; null (or absent) before the opening. */
  openedAt?: string | null;
}

/**
 * Whether `action` belongs on a project row in its status at `serverNow` (epoch ms by the server's
 * clock). The server moves a project to 04 at its quote end; a row loaded before then still reads 03,
 * so a passed quote end by that clock counts as 04 (the server sweeps before it answers).
 */
export function canActOnProject(row: ProjectActionRow, action: string, serverNow: number): boolean {
  const closed = row.status === P.PUBLISHED && Date.parse(row.quoteEndTime) <= serverNow;
  const opened = !!row.openedAt;
  switch (action as ProjectRowAction) {
    case 'edit':
      return row.status === P.DRAFT;
    case 'submit':
      return row.status === P.DRAFT;
    case 'approve':
      return row.status === P.SUBMITTED;
    case 'publish':
      return row.status === P.APPROVED;
    // The results screen (issue 20): publicity, winners, allotment and the conclusion (06 -> 07).
    case 'conclude':
      return row.status === P.PUBLICITY || row.status === P.CONCLUDED;
    case 'cancel':
      return CANCELLABLE.includes(row.status) && !closed;
    case 'openOffers':
      return (row.status === P.OPENING && !opened) || closed;
    case 'confirmOpening':
      return row.status === P.OPENING && opened;
    case 'openingRecord':
      return opened;
    case 'signups':
    case 'clarifications':
      return PUBLISHED_ON.includes(row.status);
    case 'committee':
      return COMMITTEE_ON.includes(row.status);
    case 'documents':
    // The subject matters screen: changed as a draft, amended when published, read afterwards.
    case 'subjectMatters':
      return row.status !== P.CANCELLED;
    // Rules and notice (project-rules): a draft's, or a published project's as an amendment.
    case 'rules':
    case 'notice':
      return row.status === P.DRAFT || (row.status === P.PUBLISHED && !closed);
    case 'preview':
      return row.status !== P.CANCELLED;
    case 'review':
      return row.status === P.SUBMITTED;
    default:
      return false;
  }
}
