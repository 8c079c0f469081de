import {
  ROUND_PRICE_STATUS as PS,
  roundPriceContentSchema,
  type SealedRoundPrice,
} from '@/shared/contracts/negotiation';
import { base64ToBytes, openSealedOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import { yuanToCents } from '@/shared/rules/plan-money';
import type { NegotiationPriceTable } from '../../db/schema-negotiation';
import { negotiationError } from './access';

/**
 * The sealed round price: what the server can check before the round opens (the envelope's shape and
 * the slot it declares) and the opening against the previous price.
 */
export async function checkEnvelope(sealed: SealedRoundPrice): Promise<void> {
  const invalid = (field: string) =>
    negotiationError('VALIDATION_FAILED', 'invalidSealed', { field: `sealed.${field}` });
  const decode = (field: 'ephemeralPublicKey' | 'iv' | 'ciphertext') => {
    try {
      return base64ToBytes(sealed[field]);
    } catch {
      throw invalid(field);
    }
  };
  if (decode('iv').length !== 12) throw invalid('iv');
  if (decode('ciphertext').length < 17) throw invalid('ciphertext');
  try {
    await crypto.subtle.importKey(
      'raw',
      decode('ephemeralPublicKey'),
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    );
  } catch {
    throw invalid('ephemeralPublicKey');
  }
}

/** The envelope must be sealed for this project and the sending organisation (the id becomes the row's). */
export function checkSlot(sealed: SealedRoundPrice, projectId: string, departId: string): void {
  if (sealed.context.projectId !== projectId)
    throw negotiationError('FORBIDDEN', 'sealedForOther', { field: 'sealed.context.projectId' });
  if (sealed.context.supplierDepartId !== departId)
    throw negotiationError('FORBIDDEN', 'sealedForOther', { field: 'sealed.context.supplierDepartId' });
}

export interface OpenedPrice {
  status: string;
  price: string | null;
  reason: string | null;
}

/**
 * Opens one sealed price at the round's opening: the stored hash must match (the supplier's receipt),
 * it must open for its own slot with the project key and hold an amount; one above `previous` is
 * invalid, so the previous price stands. Anything unreadable counts as no new price.
 */
export async function openPrice(
  privateKey: CryptoKey | null,
  row: NegotiationPriceTable,
  previous: string,
): Promise<OpenedPrice> {
  const failed = { status: PS.DECRYPTION_FAILED, price: null, reason: 'decryptionFailed' };
  if ((await sha256HexOfBase64(row.ciphertext)) !== row.ciphertext_sha256 || !privateKey) return failed;
  let price: string;
  try {
    const plain = await openSealedOffer(
      privateKey,
      { v: 2, ephemeralPublicKey: row.ephemeral_public_key, iv: row.iv, ciphertext: row.ciphertext },
      { projectId: row.project_id, supplierDepartId: row.supplier_depart_id, offerId: row.id },
    );
    const parsed = roundPriceContentSchema.safeParse(plain);
    if (!parsed.success) return failed;
    price = parsed.data.totalPrice;
  } catch {
    return failed;
  }
  const cents = yuanToCents(price);
  const previousCents = yuanToCents(previous);
  if (cents === undefined) return failed;
  if (previousCents !== undefined && cents > previousCents)
    return { status: PS.ABOVE_PREVIOUS, price, reason: 'abovePrevious' };
  return { status: PS.VALID, price, reason: null };
}
