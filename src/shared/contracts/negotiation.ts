import { z } from 'zod';
import { sealContextSchema } from '@/shared/contracts/tender-offers';
import { dateTimeInput, tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { amountSchema } from '@/shared/validation/rules';

/**
 * Competitive negotiation (method 13; design note section 9). After the opening the buyer side starts
 * round k with an end time (server time) and the suppliers still in. Each sends a new price sealed for
 * the project's key like an offer (the server cannot read it), bound to the price's own slot. At the
 * round end the round opens (by the clock, or the buyer after the end): a price above the supplier's
 * previous one (its opened offer's total for round 1) is marked invalid and the previous price stands.
 */
export const ROUND_STATUS = { OPEN: '00', OPENED: '01' } as const;
export const ROUND_PRICE_STATUS = {
  SEALED: '00',
  /** A later price of the same supplier in the same round replaced it before the end. */
  REPLACED: '01',
  VALID: '02',
  ABOVE_PREVIOUS: '03',
  DECRYPTION_FAILED: '04',
} as const;
/** The chart's price type (spec 001 section 3): the offer's total price; the currency of the platform. */
export const PRICE_TYPE_TOTAL = '01';
export const CURRENCY_CNY = 'CNY';
/** How many suppliers a round may name at most (a project has far fewer bidders). */
export const ROUND_SUPPLIERS_MAX = 200;

const id = tenderIdField;

/** endTime is read in the business zone `zone` when it has no offset; supplierDepartIds: a subset of those still in. */
export const startRoundSchema = (zone: string) =>
  z.object({
    projectId: id,
    endTime: dateTimeInput(zone),
    supplierDepartIds: z.array(id).max(ROUND_SUPPLIERS_MAX).optional(),
  });
export type StartRoundInput = z.input<ReturnType<typeof startRoundSchema>>;

export const roundIdSchema = z.object({ roundId: id });
export const negotiationProjectSchema = z.object({ projectId: id });

const base64 = (max: number) =>
  z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: M.invalid });

/** The offer envelope v2, sealed for the slot (project, organisation, the round price's own id). */
export const sealedRoundPriceSchema = z.object({
  v: z.literal(2),
  context: sealContextSchema,
  ephemeralPublicKey: base64(200),
  iv: base64(32),
  ciphertext: base64(20_000),
});
export type SealedRoundPrice = z.output<typeof sealedRoundPriceSchema>;

export const submitRoundPriceSchema = z.object({ roundId: id, sealed: sealedRoundPriceSchema });
export type SubmitRoundPriceInput = z.input<typeof submitRoundPriceSchema>;

/** What a sealed round price holds; checked against the previous price when the round opens. */
export const roundPriceContentSchema = z.object({ totalPrice: amountSchema });
export type RoundPriceContent = z.output<typeof roundPriceContentSchema>;

export interface RoundPriceReceipt {
  priceId: string;
  roundId: string;
  ciphertextSha256: string;
  receivedAt: string;
}

/** One supplier in a round; prices only once the round opened. reason: 'abovePrevious' | 'decryptionFailed'. */
export interface RoundLine {
  supplierDepartId: string;
  supplierName: string;
  offerId: string;
  previousPrice: string;
  /** The price sent (opened rounds), null when none came or it did not open. */
  price: string | null;
  /** The price in effect after the round (opened rounds). */
  standingPrice: string | null;
  status: string | null;
  receivedAt: string | null;
  ciphertextSha256: string | null;
  reason: string | null;
}

export interface RoundView {
  roundId: string;
  roundNo: number;
  endTime: string;
  status: string;
  startedAt: string;
  openedAt: string | null;
  lines: RoundLine[];
}

export interface NegotiationOfferLine {
  offerId: string;
  supplierDepartId: string;
  supplierName: string;
  totalPrice: string | null;
  status: string;
}

export interface NegotiationReport {
  /** The reader may start and open rounds (the buyer side, the committee's leader). */
  canRun: boolean;
  projectId: string;
  projectCode: string;
  projectName: string;
  projectStatus: string;
  offers: NegotiationOfferLine[];
  rounds: RoundView[];
}

export interface NegotiationProjectView {
  projectId: string;
  projectCode: string;
  projectName: string;
  projectStatus: string;
  rounds: number;
  openRound: { roundId: string; roundNo: number; endTime: string } | null;
}

/** Spec 001 section 3: one supplier's prices across rounds (xData '0' is the opened offer). */
export interface PriceChartSeries {
  priceTypeCode: string;
  currencyCode: string;
  supplierName: string;
  xData: string[];
  yData: (string | null)[];
}

export interface SupplierRoundReceipt extends RoundPriceReceipt {
  status: string;
  price: string | null;
  reason: string | null;
}

export interface SupplierRoundView {
  roundId: string;
  roundNo: number;
  projectId: string;
  projectCode: string;
  projectName: string;
  endTime: string;
  status: string;
  supplierDepartId: string;
  previousPrice: string;
  standingPrice: string | null;
  /** The project's public key while the round is open (to seal for). */
  publicKeyJwk?: JsonWebKey;
  receipts: SupplierRoundReceipt[];
}
