import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { optionalText } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
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

const id64 = z.string({ error: M.required }).min(1, { error: M.required }).max(64);

/** ephemeralPublicKey is the sender's P-256 public key (raw, base64). */
const envelopeShape = {
  ephemeralPublicKey: base64(200),
  iv: base64(32),
  ciphertext: base64(200_000),
};

/**
 * The offer slot a v2 envelope is sealed for, authenticated with the ciphertext (AES-GCM additional
 * data): the project, the supplier organisation and the offer itself. The offer id is chosen when
 * sealing (offline too) and becomes the stored offer's id, so a resend is a new offer with a new id.
 */
export const sealContextSchema = z.object({
  projectId: id64,
  supplierDepartId: id64,
  offerId: z.string({ error: M.required }).regex(/^[0-9a-z]{32}$/, { error: M.invalid }),
});
export type SealContext = z.output<typeof sealContextSchema>;

/**
 * The sealed envelope as sent. v1 (no `v`) is bound to nothing but the project key and is still taken
 * from devices that sealed before v2; v2 declares its context, which the server checks at submission.
 */
export const sealedOfferSchema = z.discriminatedUnion('v', [
  z.object({ v: z.literal(1).optional(), ...envelopeShape }),
  z.object({ v: z.literal(2), context: sealContextSchema, ...envelopeShape }),
]);
export type SealedOffer = z.output<typeof sealedOfferSchema>;
export type SealedOfferV2 = Extract<SealedOffer, { v: 2 }>;

export const offerSubmitSchema = z.object({
  projectId: tenderIdField,
  sealed: sealedOfferSchema,
});

export const offerMinePageSchema = z.object({ ...pageQueryShape });

export interface OfferKeyView {
  projectId: string;
  /**
   * The caller's organisation: the context an offer is sealed for. Optional because keys kept on a
   * device before v2 lack it; the browser seals for its session's organisation.
   */
  supplierDepartId?: string;
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
