import { OFFER_STATUS } from '@/shared/codes/procurement';
import { openSealedOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import {
  type OfferContent,
  type OpeningRecordLine,
  offerContentSchema,
  type SealedOffer,
} from '@/shared/contracts/tender-offers';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import * as repo from './repository';

type OfferRow = Awaited<ReturnType<typeof repo.listProjectOffers>>[number];

export interface OpenedOffer {
  offerId: string;
  status: string;
  hashVerified: boolean;
}

/**
 * Opens one sealed offer: its stored hash must match the ciphertext (the supplier's receipt), it must
 * decrypt with the project key (a v2 seal against this row's own project, organisation and id, so a
 * ciphertext copied from another row fails) and hold valid content. Anything else is '03' (decryption
 * failed), which counts as withdrawn; the other offers open all the same.
 */
async function openOne(privateKey: CryptoKey | null, offer: OfferRow) {
  const hashVerified = (await sha256HexOfBase64(offer.ciphertext)) === offer.ciphertext_sha256;
  if (!hashVerified || !privateKey) return { hashVerified, content: null };
  try {
    const sealed = {
      v: offer.seal_version as SealedOffer['v'],
      ephemeralPublicKey: offer.ephemeral_public_key,
      iv: offer.iv,
      ciphertext: offer.ciphertext,
    };
    const slot = {
      projectId: offer.project_id,
      supplierDepartId: offer.supplier_depart_id,
      offerId: offer.id,
    };
    const plain = await openSealedOffer(privateKey, sealed, slot);
    const parsed = offerContentSchema.safeParse(plain);
    return { hashVerified, content: parsed.success ? parsed.data : null };
  } catch {
    return { hashVerified, content: null };
  }
}

/** Opens every still sealed offer of the project; withdrawn ones stay withdrawn. */
export async function openProjectOffers(
  trx: Trx,
  projectId: string,
  privateKey: CryptoKey | null,
  at: string,
): Promise<OpenedOffer[]> {
  const opened: OpenedOffer[] = [];
  for (const offer of await repo.listProjectOffers(trx, projectId)) {
    if (offer.status !== OFFER_STATUS.SEALED) continue;
    const { hashVerified, content } = await openOne(privateKey, offer);
    const status = content ? OFFER_STATUS.OPENED : OFFER_STATUS.DECRYPTION_FAILED;
    await repo.setOpened(trx, offer.id, {
      status,
      opened_json: content ? JSON.stringify(content) : null,
      at,
    });
    opened.push({ offerId: offer.id, status, hashVerified });
  }
  return opened;
}

/** Offers that took part in the opening (withdrawn ones and any still sealed are left out). */
const SHOWN: readonly string[] = [OFFER_STATUS.SEALED, OFFER_STATUS.WITHDRAWN];

/** The opening record: bidder, price, delivery days and receipt time of each opened offer. */
export async function openingRecord(
  db: Database['db'] | Trx,
  projectId: string,
): Promise<OpeningRecordLine[]> {
  const lines: OpeningRecordLine[] = [];
  for (const offer of await repo.listProjectOffers(db, projectId)) {
    if (SHOWN.includes(offer.status)) continue;
    const content = offer.opened_json ? (JSON.parse(offer.opened_json) as OfferContent) : null;
    lines.push({
      offerId: offer.id,
      supplierName: offer.supplier_name ?? '',
      status: offer.status,
      totalPrice: content?.totalPrice ?? null,
      deliveryDays: content?.deliveryDays ?? null,
      receivedAt: offer.received_at,
      hashVerified: (await sha256HexOfBase64(offer.ciphertext)) === offer.ciphertext_sha256,
    });
  }
  return lines;
}
