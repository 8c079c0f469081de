import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { text } from '@/shared/contracts/profile-common';
import { sealContextSchema } from '@/shared/contracts/tender-offers';
import { dateTimeInput, tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Evaluation clarifications (issue 17; design note section 5): during the evaluation (project 05) an
 * expert of the project's committee asks a bidder a question with a reply deadline. The bidder replies
 * once, before the deadline by server time. A question that touches the price gets a sealed reply: the
 * browser encrypts it for the project's key like an offer, the server stores only ciphertext and its
 * SHA-256, and only the committee opens it. The buyer side sees that clarifications exist and their
 * status, never a sealed reply's content.
 */
export const EVALUATION_CLARIFICATION_STATUS = { ASKED: '00', REPLIED: '01', EXPIRED: '02' } as const;
export type EvaluationClarificationStatus =
  (typeof EVALUATION_CLARIFICATION_STATUS)[keyof typeof EVALUATION_CLARIFICATION_STATUS];

export const EVALUATION_CLARIFICATION_HTML_MAX = 50_000;
const id = tenderIdField;
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/** The expert's question; replyDeadline is read in the business zone `zone` when it has no offset. */
export const evaluationClarificationAskSchema = (zone: string) =>
  z.object({
    projectId: id,
    supplierDepartId: id,
    questionHtml: text(EVALUATION_CLARIFICATION_HTML_MAX),
    replyDeadline: dateTimeInput(zone),
    touchesPrice: flag.optional().transform((v) => v ?? false),
  });
export type EvaluationClarificationAskInput = z.input<ReturnType<typeof evaluationClarificationAskSchema>>;

const base64 = (max: number) =>
  z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: M.invalid });

/**
 * A sealed reply: the offer envelope v2 (design note section 4), bound to the slot (project, the
 * replying organisation, the clarification's id as the offer id), so it opens only for this question.
 */
export const sealedReplySchema = z.object({
  v: z.literal(2),
  context: sealContextSchema,
  ephemeralPublicKey: base64(200),
  iv: base64(32),
  ciphertext: base64(200_000),
});
export type SealedReply = z.output<typeof sealedReplySchema>;

/** What a sealed reply holds once opened. */
export const sealedReplyContentSchema = z.object({
  replyHtml: z.string().max(EVALUATION_CLARIFICATION_HTML_MAX),
});

/** Plain reply (replyHtml) or sealed reply (sealed): which one the question asks for decides. */
export const evaluationClarificationReplySchema = z.object({
  id,
  replyHtml: z.string().max(EVALUATION_CLARIFICATION_HTML_MAX).optional(),
  sealed: sealedReplySchema.optional(),
});

export const evaluationClarificationPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  status: z
    .enum(
      [
        EVALUATION_CLARIFICATION_STATUS.ASKED,
        EVALUATION_CLARIFICATION_STATUS.REPLIED,
        EVALUATION_CLARIFICATION_STATUS.EXPIRED,
      ],
      { error: M.select },
    )
    .optional(),
});
export type EvaluationClarificationPageQuery = z.input<typeof evaluationClarificationPageSchema>;

export const evaluationClarificationIdSchema = z.object({ id });
export const evaluationClarificationBiddersSchema = z.object({ projectId: id });

export interface EvaluationClarificationBidder {
  departId: string;
  name: string;
}

/** One clarification as any of its readers lists it (no reply content). */
export interface EvaluationClarificationView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  supplierDepartId: string;
  supplierName: string;
  askedByName: string;
  askedAt: string;
  replyDeadline: string;
  touchesPrice: boolean;
  /** 00 asked, 01 replied, 02 expired (asked, deadline passed without a reply), by server time. */
  status: EvaluationClarificationStatus;
  repliedAt: string | null;
}

export interface EvaluationClarificationReceipt {
  /** SHA-256 of the sealed reply's ciphertext (hex); null for a plain reply. */
  ciphertextSha256: string | null;
  receivedAt: string;
}

export interface EvaluationClarificationReading {
  userName: string;
  readAt: string;
}

/** The detail: the question, and the reply as far as the reader may see it. */
export interface EvaluationClarificationDetail extends EvaluationClarificationView {
  questionHtml: string;
  /** The plain reply; null when none yet or when the reply is sealed. */
  replyHtml: string | null;
  /** A sealed reply was received (its content opens only for the committee: openReply). */
  sealed: boolean;
  receipt: EvaluationClarificationReceipt | null;
  /** The committee's openings of the sealed reply (committee readers only; else empty). */
  readings: EvaluationClarificationReading[];
  /** Supplier only, for a question awaiting a sealed reply: the project's public key to seal for. */
  publicKeyJwk?: JsonWebKey;
}

export interface OpenedReply {
  id: string;
  replyHtml: string;
  ciphertextSha256: string;
  hashVerified: boolean;
}
