import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { tenderIdField } from '@/shared/contracts/tenders';
import type { OfferReceipt } from '@/shared/contracts/tender-offers';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * The supplier's offers by project, the bidder's lobby of one project, one offer's detail, and the
 * withdrawal of a sealed offer before the quote end (issue 18; spec 001 section 2.9 offerPurchase,
 * offerEnterLobby, procurementOfferUnderWay-detail): contracts and views; the paths and codes (zod-free) are in
 * offer-lobby-paths.ts.
 */
export {
  OFFER_LOBBY_FUNCTIONS,
  OFFER_LOBBY_PATHS,
  OFFER_LOBBY_ROUTES,
  OFFER_WITHDRAW_REASON,
} from './offer-lobby-paths';

/** all: every project with an offer; underWay: projects still published, opening or in evaluation. */
export const OFFER_PROJECT_SCOPES = ['all', 'underWay'] as const;
export type OfferProjectScope = (typeof OFFER_PROJECT_SCOPES)[number];

const offerIdField = tenderIdField;

export const offerProjectsSchema = z.object({
  ...pageQueryShape,
  scope: z.enum(OFFER_PROJECT_SCOPES, { error: M.invalid }).optional(),
});
export const offerLobbySchema = z.object({ projectId: tenderIdField });
export const offerDetailSchema = z.object({ offerId: offerIdField });
export const offerWithdrawSchema = z.object({ projectId: tenderIdField, offerId: offerIdField });

/** The lobby's state of the organisation's offer on the project. */
export type OfferLobbyState = 'none' | 'sealed' | 'withdrawn' | 'opened' | 'failed';

/** One offer as its sender sees it: never the content. */
export interface LobbyOffer extends OfferReceipt {
  status: string;
  withdrawnAt: string | null;
  /** OFFER_WITHDRAW_REASON code. */
  withdrawReason: string | null;
  replacedBy: string | null;
  /** After the opening: whether the stored ciphertext still hashes to the receipt (the record's check). */
  recordHashVerified: boolean | null;
}

export interface OfferProjectRow {
  projectId: string;
  projectName: string;
  projectCode: string;
  projectStatus: string;
  quoteEndTime: string;
  state: OfferLobbyState;
  /** How many offers the organisation sent to the project (replaced and withdrawn ones included). */
  offerCount: number;
  latest: LobbyOffer;
}

export interface OfferLobbyView {
  projectId: string;
  projectName: string;
  projectCode: string;
  projectStatus: string;
  quoteEndTime: string;
  /** The server's clock when answering (the countdown's reference). */
  serverTime: string;
  state: OfferLobbyState;
  /** The offer that counts now (the newest), then the earlier ones, newest first. */
  offers: LobbyOffer[];
  canWithdraw: boolean;
}

export interface OfferDetailView extends OfferLobbyView {
  offer: LobbyOffer;
}

export interface OfferWithdrawal {
  offerId: string;
  projectId: string;
  ciphertextSha256: string;
  withdrawnAt: string;
  reason: string;
}

/** The send's answer: the receipt, and the organisation's sealed offers it replaced. */
export interface OfferSubmitAnswer extends OfferReceipt {
  replacedOfferIds: string[];
}
