import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { LobbyOffer, OfferLobbyState } from '@/shared/contracts/offer-lobby';
import { sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { SlotOfferRow } from './lobby-repository';

/** Offer statuses after the opening: the record checked the stored ciphertext against the receipt. */
const OPENED_STATES: readonly string[] = [
  OFFER_STATUS.OPENED,
  OFFER_STATUS.DECRYPTION_FAILED,
  OFFER_STATUS.REJECTED,
  OFFER_STATUS.RANKED,
];

/** Projects whose offers are still under way: taking offers, opening, in evaluation. */
export const UNDER_WAY: readonly string[] = [
  PURCHASE_STATUS.PUBLISHED,
  PURCHASE_STATUS.OPENING,
  PURCHASE_STATUS.EVALUATING,
];

export function stateOf(latest: { status: string } | undefined): OfferLobbyState {
  if (!latest) return 'none';
  if (latest.status === OFFER_STATUS.SEALED) return 'sealed';
  if (latest.status === OFFER_STATUS.WITHDRAWN) return 'withdrawn';
  if (latest.status === OFFER_STATUS.DECRYPTION_FAILED) return 'failed';
  return 'opened';
}

/** An offer as its sender sees it; the ciphertext itself never leaves, only whether it still matches. */
export async function lobbyOffer(row: SlotOfferRow): Promise<LobbyOffer> {
  const opened = OPENED_STATES.includes(row.status);
  return {
    offerId: row.id,
    projectId: row.project_id,
    ciphertextSha256: row.ciphertext_sha256,
    receivedAt: row.received_at,
    status: row.status,
    withdrawnAt: row.withdrawn_at,
    withdrawReason: row.reason,
    replacedBy: row.replaced_by,
    recordHashVerified: opened ? (await sha256HexOfBase64(row.ciphertext)) === row.ciphertext_sha256 : null,
  };
}
