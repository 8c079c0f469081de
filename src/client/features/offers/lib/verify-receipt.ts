import type { LobbyOffer } from '@/shared/contracts/offer-lobby';
import type { LocalReceipt } from '../api/receipts';

/**
 * match: the hash this device kept when sealing equals the platform's receipt of the offer that counts
 * (and, after the opening, the record found the stored ciphertext unchanged); mismatch: the platform's
 * hash is none the device kept; recordFailed: the record's own check failed; noneKept: this device sealed
 * no offer for the project (sent from another device); noOffer: nothing to check yet.
 */
export type ReceiptCheck = 'match' | 'mismatch' | 'recordFailed' | 'noneKept' | 'noOffer';

export interface ReceiptVerdict {
  check: ReceiptCheck;
  /** The platform's hash checked (from the lobby's last copy, which works offline). */
  platformHash?: string;
  /** The device's kept receipt that matched. */
  kept?: LocalReceipt;
}

/** Compares the device's kept hashes with the lobby's copy of the offer; pure, so it runs offline. */
export function verifyReceipt(offer: LobbyOffer | undefined, kept: readonly LocalReceipt[]): ReceiptVerdict {
  if (!offer) return { check: 'noOffer' };
  const platformHash = offer.ciphertextSha256;
  if (kept.length === 0) return { check: 'noneKept', platformHash };
  const mine = kept.find((receipt) => receipt.ciphertextSha256 === platformHash);
  if (!mine) return { check: 'mismatch', platformHash };
  if (offer.recordHashVerified === false) return { check: 'recordFailed', platformHash, kept: mine };
  return { check: 'match', platformHash, kept: mine };
}
