import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';

/** What the buyer's project list offers on a row; the server judges each move again. */
export type ProjectRowAction =
  | 'edit'
  | 'submit'
  | 'approve'
  | 'publish'
  | 'cancel'
  | 'openOffers'
  | 'openingRecord'
  | 'signups'
  | 'clarifications'
  | 'committee'
  | 'documents';

const CANCELLABLE: readonly string[] = [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED];
const AFTER_OPENING: readonly string[] = [P.OPENING, P.EVALUATING, P.PUBLICITY, P.CONCLUDED, P.FAILED];
const PUBLISHED_ON: readonly string[] = [P.PUBLISHED, ...AFTER_OPENING];
const COMMITTEE_ON: readonly string[] = [P.PUBLISHED, P.OPENING, P.EVALUATING];

export interface ProjectActionRow {
  status: string;
  /** ISO-8601 UTC. */
  quoteEndTime: string;
}

/**
 * Whether `action` belongs on a project row in its status at `serverNow` (epoch ms by the server's
 * clock). Opening is offered only once the quote end has passed by that clock.
 */
export function canActOnProject(row: ProjectActionRow, action: string, serverNow: number): boolean {
  switch (action as ProjectRowAction) {
    case 'edit':
      return row.status === P.DRAFT;
    case 'submit':
      return row.status === P.DRAFT;
    case 'approve':
      return row.status === P.SUBMITTED;
    case 'publish':
      return row.status === P.APPROVED;
    case 'cancel':
      return CANCELLABLE.includes(row.status);
    case 'openOffers':
      return row.status === P.PUBLISHED && Date.parse(row.quoteEndTime) <= serverNow;
    case 'openingRecord':
      return AFTER_OPENING.includes(row.status);
    case 'signups':
    case 'clarifications':
      return PUBLISHED_ON.includes(row.status);
    case 'committee':
      return COMMITTEE_ON.includes(row.status);
    case 'documents':
      return row.status !== P.CANCELLED;
    default:
      return false;
  }
}
