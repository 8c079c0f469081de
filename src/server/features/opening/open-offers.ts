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

/**
 * Offers decrypted at once: WebCrypto runs them on the thread pool, so a batch's decryptions overlap
 * each other and the writes of the batch before (the database work of each offer is done in order).
 */
const BATCH = 16;

/**
 * Opens every still sealed offer of the project, in receipt order; withdrawn ones stay withdrawn.
 * `each` runs after each offer is written (its audit entry), in the same order.
 */
export async function openProjectOffers(
  trx: Trx,
  projectId: string,
  privateKey: CryptoKey | null,
  at: string,
  each: (offer: OpenedOffer) => Promise<void> = async () => undefined,
): Promise<OpenedOffer[]> {
  const opened: OpenedOffer[] = [];
  const sealed = (await repo.listProjectOffers(trx, projectId)).filter(
    (o) => o.status === OFFER_STATUS.SEALED,
  );
  const decrypt = (from: number) => {
    const batch = sealed.slice(from, from + BATCH);
    return Promise.all(batch.map(async (offer) => ({ offer, ...(await openOne(privateKey, offer)) })));
  };
  let next = sealed.length > 0 ? decrypt(0) : null;
  for (let i = 0; next; i += BATCH) {
    const results = await next;
    next = i + BATCH < sealed.length ? decrypt(i + BATCH) : null;
    for (const { offer, hashVerified, content } of results) {
      const status = content ? OFFER_STATUS.OPENED : OFFER_STATUS.DECRYPTION_FAILED;
      await repo.setOpened(trx, offer.id, {
        status,
        opened_json: content ? JSON.stringify(content) : null,
        at,
      });
      const result = { offerId: offer.id, status, hashVerified };
      opened.push(result);
      await each(result);
    }
  }
  return opened;
}

/** Offers that took part in the opening (withdrawn ones and any still sealed are left out). */
const SHOWN: readonly string[] = [OFFER_STATUS.SEALED, OFFER_STATUS.WITHDRAWN];

/**
 * The opening record: bidder, price, delivery days and receipt time of each opened offer, with the
 * check of its hash against the receipt; `checked`: hashes the opening just checked (not done twice).
 */
export async function openingRecord(
  db: Database['db'] | Trx,
  projectId: string,
  checked?: ReadonlyMap<string, boolean>,
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
      hashVerified:
        checked?.get(offer.id) ?? (await sha256HexOfBase64(offer.ciphertext)) === offer.ciphertext_sha256,
    });
  }
  return lines;
}
