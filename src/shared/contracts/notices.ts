import { z } from 'zod';
import type { NoticeKind } from '@/shared/codes/results';
import type { ResultReason } from '@/shared/contracts/evaluation-results';
import { tenderIdField } from '@/shared/contracts/tenders';

/**
 * Result notices (issue 20; spec 001 section 2.10, design note section 10): at conclusion (07) an award
 * (clinch) notice per confirmed winner and an advice note with its reason per other bidder, one per
 * project and supplier organisation; the first open by a user of that organisation is the read receipt.
 * API paths (under the API prefix), function codes, client routes, inputs and views.
 */
export {
  NOTICE_FUNCTIONS,
  NOTICE_PATHS,
  NOTICE_ROUTES,
  noticePdfPath,
  noticeRoute,
} from './notices-paths';

export const noticeIdSchema = z.object({ id: tenderIdField });
export const noticeBuyerListSchema = z.object({ projectId: tenderIdField.optional() });

/**
 * Why a bidder did not win, stored with the advice note (reason_json) and written out in the reader's
 * language: rejected at evaluation (the reasons), ranked but another candidate confirmed, withdrawn, or
 * its offer could not be decrypted.
 */
export type NoticeReason =
  | { kind: 'rejected'; items: ResultReason[] }
  | { kind: 'notChosen'; rank: number }
  | { kind: 'withdrawn' }
  | { kind: 'decryptionFailed' }
  | { kind: 'notRanked' };

export interface NoticeView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  orgId: string;
  supplierName: string;
  kind: NoticeKind;
  /** Decimal text (yuan): the awarded price (award notices). */
  amount: string | null;
  /** The reason in the reader's language (advice notes). */
  reason: string | null;
  rank: number | null;
  issuedAt: string;
  readAt: string | null;
  readByName: string | null;
}

export interface NoticeDetail extends NoticeView {
  buyerName: string;
  issuedByName: string;
  /** Whether the caller is of the notice's organisation (its first open records the receipt). */
  own: boolean;
}

/** The supplier's outcome on one project it sent an offer to. */
export interface SupplierResultView {
  projectId: string;
  projectCode: string;
  projectName: string;
  projectStatus: string;
  /** Decimal text once opened and evaluated; null while sealed. */
  price: string | null;
  rank: number | null;
  /** 'won' / 'lost' once concluded, 'pending' before. */
  outcome: 'won' | 'lost' | 'pending';
  noticeId: string | null;
  noticeKind: NoticeKind | null;
  readAt: string | null;
}
