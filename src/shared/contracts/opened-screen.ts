import { z } from 'zod';
import { text } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';

/**
 * Contracts of the opened screen (issue 18; design note sections 4 and 9): the live opening record of one
 * project for its buyer side, the suppliers that sent an offer and its committee, and each bidder's
 * confirmation or dispute of its own line within the configured minutes after the opening. Its paths live
 * in opened-screen-paths.ts, which route files may import.
 */
import { OPENED_SCREEN_ROUTE } from './opened-screen-paths';

export {
  OPENED_SCREEN_FUNCTION,
  OPENED_SCREEN_PATHS,
  OPENED_SCREEN_ROUTE,
} from './opened-screen-paths';

/** Chat-socket frame code of the opened screen's live record (notifications use 6). */
export const OPENED_SCREEN_WS_CODE = 7;

/** Business configuration ('01') key: minutes after the opening in which bidders confirm or dispute. */
export const OPENED_CONFIRM_CONFIG_KEY = 'openedConfirmMinutes';
export const OPENED_CONFIRM_DEFAULT_MINUTES = 30;

/** A line's confirmation: '00' awaited, '01' confirmed, '02' disputed, '03' not answered in time. */
export const LINE_CONFIRMATION = {
  AWAITED: '00',
  CONFIRMED: '01',
  DISPUTED: '02',
  LAPSED: '03',
} as const;
export type LineConfirmation = (typeof LINE_CONFIRMATION)[keyof typeof LINE_CONFIRMATION];

export const DISPUTE_REASON_MAX = 500;

export const openedScreenViewSchema = z.object({ projectId: tenderIdField });
export const openedLineConfirmSchema = z.object({ projectId: tenderIdField, offerId: tenderIdField });
export const openedLineDisputeSchema = z.object({
  projectId: tenderIdField,
  offerId: tenderIdField,
  reason: text(DISPUTE_REASON_MAX),
});
export type OpenedLineDisputeInput = z.input<typeof openedLineDisputeSchema>;

/** One line of the record as everyone watching sees it. */
export interface OpenedLine {
  offerId: string;
  supplierDepartId: string;
  supplierName: string;
  /** OFFER_STATUS: '02' opened, '03' decryption failed (counts as withdrawn). */
  status: string;
  /** Decimal string, null when it failed. */
  totalPrice: string | null;
  deliveryDays: number | null;
  receivedAt: string;
  ciphertextSha256: string;
  /** The stored ciphertext still hashes to the receipt's SHA-256. */
  hashVerified: boolean;
  confirmation: LineConfirmation;
  confirmationReason: string | null;
  confirmedAt: string | null;
}

/** What changes live: sent as the frame's message to everyone watching, merged into their view. */
export interface OpenedRecordState {
  projectId: string;
  /** PURCHASE_STATUS of the project. */
  status: string;
  openedAt: string | null;
  /** openedAt + the configured minutes; null before the opening. */
  confirmUntil: string | null;
  lines: OpenedLine[];
}

export type OpenedViewer = 'buyer' | 'supplier' | 'expert';

export interface OpenedScreenView extends OpenedRecordState {
  projectCode: string;
  projectName: string;
  quoteEndTime: string;
  /** The server's clock when answered (the countdown runs on the measured offset). */
  serverTime: string;
  confirmMinutes: number;
  viewer: OpenedViewer;
  /** The caller's organisation when a bidder: its own line is the one it may confirm. */
  myDepartId: string | null;
  /** Offers waiting to be opened (sealed), before the opening. */
  sealedCount: number;
}

/** A frame of OPENED_SCREEN_WS_CODE. */
export interface OpenedScreenFrame {
  kind: 'opened' | 'confirmation';
  record: OpenedRecordState;
}

export interface OpenedProjectRow {
  projectId: string;
  projectCode: string;
  projectName: string;
  status: string;
  quoteEndTime: string;
  openedAt: string | null;
}

/** The screen's address for a project. */
export const openedScreenHref = (projectId: string) =>
  `${OPENED_SCREEN_ROUTE}?projectId=${encodeURIComponent(projectId)}`;
