import { kvGet, kvSet } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { api } from '@/client/lib/api-client';
import { sealOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { OfferContent, OfferKeyView } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { CACHE_KEYS, OFFER_FORM_ID, offerDraftKey } from '@/client/features/tender-common/queries';
import { isUnreachableOrServerDown } from '@/client/data/kept-read';
import { addReceipt } from './receipts';

/** The session acts for no organisation: there is nobody to seal the offer for. */
export class NoOrganisationError extends Error {
  constructor() {
    super('no organisation to seal the offer for');
    this.name = 'NoOrganisationError';
  }
}

/** The project's public key: from the device once fetched (it never changes), so sealing works offline. */
export async function getOfferKey(projectId: string): Promise<OfferKeyView> {
  const cacheKey = CACHE_KEYS.offerKey(projectId);
  const cached = await kvGet<OfferKeyView>(cacheKey).catch(() => undefined);
  if (cached) return cached;
  const key = await api.post<OfferKeyView>(TENDER_PATHS.offerKey, { projectId }, { silent: true });
  await kvSet(cacheKey, key).catch(() => undefined);
  return key;
}

/** Fetches the key ahead of need (the offer screen opens online), ignoring an unreachable platform. */
export async function prefetchOfferKey(projectId: string): Promise<void> {
  await getOfferKey(projectId).catch((error: unknown) => {
    if (!isUnreachableOrServerDown(error)) throw error;
  });
}

/**
 * Seals the offer in the browser and sends only the envelope through the outbox (the plain content
 * never enters it), judged by the server against the quote end time. The seal is bound to the project,
 * the session's organisation and a fresh offer id (the server refuses it from anyone else and the
 * opening checks it). The hash of the ciphertext is kept at once; the server's receipt confirms it.
 */
export async function sendSealedOffer(input: {
  userId: string;
  /** The organisation the user acts for (the session's): the offer is sealed for it. */
  departId: string;
  projectId: string;
  content: OfferContent;
  /** Quote end time, epoch ms (server time). */
  deadline: number;
  now?: number;
}) {
  const now = input.now ?? Date.now();
  const key = await getOfferKey(input.projectId);
  if (!input.departId) throw new NoOrganisationError();
  const context = { projectId: input.projectId, supplierDepartId: input.departId, offerId: randomId() };
  const sealed = await sealOffer(key.publicKeyJwk, input.content, context);
  const ciphertextSha256 = await sha256HexOfBase64(sealed.ciphertext);
  const entityKey = offerDraftKey(input.projectId);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: TENDER_PATHS.offerSubmit,
    body: { projectId: input.projectId, sealed },
    entityKey,
    deadline: input.deadline,
    now,
    local: async (tx) => {
      await addReceipt(tx, input.userId, { projectId: input.projectId, ciphertextSha256, sealedAt: now });
      const draft = await tx.drafts.get([input.userId, entityKey]);
      // The plain content stays only in the device's draft, for a refusal to be fixed and sent again.
      if (!draft) {
        await tx.drafts.put({
          userId: input.userId,
          draftKey: entityKey,
          formId: OFFER_FORM_ID,
          data: { ...input.content, totalPrice: String(input.content.totalPrice) },
          attachments: [],
          updatedAt: now,
          version: 1,
        });
      }
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
