import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { optionalText } from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { amountSchema, positiveIntegerSchema } from '@/shared/validation/rules';

/**
 * Sealed offers (design note section 4). The browser encrypts the offer content for the project's
 * public key (ECDH P-256 with a fresh ephemeral key -> AES-GCM 256); the server stores only ciphertext
 * and answers a receipt (SHA-256 of the ciphertext and the server receipt time). Nobody can read an
 * offer before the opening, which decrypts with the project's private key after the quote end time.
 */

/** What the supplier fills in; validated by the form before sealing and by the server at opening. */
export const offerContentSchema = z.object({
  totalPrice: amountSchema,
  deliveryDays: positiveIntegerSchema,
  remark: optionalText(1000),
});
export type OfferContentInput = z.input<typeof offerContentSchema>;
export type OfferContent = z.output<typeof offerContentSchema>;

const base64 = (max: number) =>
  z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: M.invalid });

/** The sealed envelope as sent. ephemeralPublicKey is the sender's P-256 public key (raw, base64). */
export const sealedOfferSchema = z.object({
  ephemeralPublicKey: base64(200),
  iv: base64(32),
  ciphertext: base64(200_000),
});
export type SealedOffer = z.output<typeof sealedOfferSchema>;

export const offerSubmitSchema = z.object({
  projectId: z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64),
  sealed: sealedOfferSchema,
});

export const offerMinePageSchema = z.object({ ...pageQueryShape });

export interface OfferKeyView {
  projectId: string;
  /** JSON Web Key of the project's ECDH P-256 public key. */
  publicKeyJwk: JsonWebKey;
  quoteEndTime: string;
}

/** The supplier's receipt: keep it; the opening checks each offer's hash against it. */
export interface OfferReceipt {
  offerId: string;
  projectId: string;
  ciphertextSha256: string;
  receivedAt: string;
}

/** A supplier's own offer: status and receipt only; the content stays sealed until the opening. */
export interface MyOfferView extends OfferReceipt {
  projectName: string;
  projectCode: string;
  quoteEndTime: string;
  status: string;
  /** The project's purchase status; optional because rows kept on a device before it was sent lack it. */
  projectStatus?: string;
}

/** One line of the opening record (after the quote end time). */
export interface OpeningRecordLine {
  offerId: string;
  supplierName: string;
  status: string;
  totalPrice: string | null;
  deliveryDays: number | null;
  receivedAt: string;
  hashVerified: boolean;
}
