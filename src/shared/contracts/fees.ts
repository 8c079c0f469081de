import { z } from 'zod';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { optionalText } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Tender fees (issue 16; design note procurement-cycle.md section 1): the document fee a supplier pays
 * before downloading the tender documents, and the bail (bid bond) it pays before sending an offer.
 * The amounts come from the project's rules (project-rules: documentFee / bailAmount, decimal text,
 * null = none). The supplier uploads a payment voucher (image or PDF, judged by content on the server),
 * the project's organisation approves or rejects it (a rejection needs a reason); an approved bail is
 * refunded once the project ends (concluded 07, cancelled 08, failed 09) or the supplier withdrew.
 */
export { AUDIT_STATUS };

/** Voucher kind: '01' document fee, '02' bail (bid bond). */
export const FEE_KIND = { DOCUMENT_FEE: '01', BAIL: '02' } as const;
export type FeeKind = (typeof FEE_KIND)[keyof typeof FEE_KIND];

/** Bail refund status: '00' not due yet, '01' due (project over or supplier withdrew), '02' refunded. */
export const BAIL_REFUND_STATUS = { NOT_DUE: '00', DUE: '01', REFUNDED: '02' } as const;
export type BailRefundStatus = (typeof BAIL_REFUND_STATUS)[keyof typeof BAIL_REFUND_STATUS];

/** Where a supplier stands on one fee: what the panels and the gates read. */
export const FEE_STATE = {
  /** The rules set no such fee. */
  FREE: 'free',
  /** Due, no voucher yet. */
  UNPAID: 'unpaid',
  /** Voucher sent, waiting for the audit. */
  PENDING: 'pending',
  APPROVED: 'approved',
  /** Rejected with a reason: the supplier sends another voucher. */
  REJECTED: 'rejected',
} as const;
export type FeeState = (typeof FEE_STATE)[keyof typeof FEE_STATE];

/** i18n keys of the fee messages (fees namespace). */
export const FEE_MESSAGES = {
  rejectReasonRequired: 'fees:validation.rejectReasonRequired',
  documentFeeUnpaid: 'fees:errors.documentFeeUnpaid',
  bailUnpaid: 'fees:errors.bailUnpaid',
} as const;

/** A voucher is a receipt scan or photo: 10 MB is plenty. */
export const FEE_VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the server judges by the first bytes, not by this list. */
export const FEE_VOUCHER_ACCEPT = '.pdf,.png,.jpg,.jpeg';
export const FEE_VOUCHER_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

const KINDS = [FEE_KIND.DOCUMENT_FEE, FEE_KIND.BAIL] as const;
const id = tenderIdField;

/**
 * The upload's fields (multipart, with one file). `voucherId` is the device's id for this upload: a
 * replay from the outbox with the same id answers the stored voucher instead of storing the file twice.
 */
export const feeVoucherUploadSchema = z.object({
  projectId: id,
  kind: z.enum(KINDS, { error: M.select }),
  voucherId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: M.invalid })
    .optional(),
});

/** Supplier: its fee state on one project. */
export const feeMineSchema = z.object({ projectId: id });

/** Buyer side: vouchers of the organisation's projects. */
export const feePageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  kind: z.enum(KINDS, { error: M.select }).optional(),
  auditStatus: z
    .enum([AUDIT_STATUS.PENDING, AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED], { error: M.select })
    .optional(),
  refundStatus: z
    .enum([BAIL_REFUND_STATUS.NOT_DUE, BAIL_REFUND_STATUS.DUE, BAIL_REFUND_STATUS.REFUNDED], {
      error: M.select,
    })
    .optional(),
});
export type FeePageQuery = z.input<typeof feePageSchema>;

export const feeAuditSchema = z
  .object({
    id,
    auditStatus: z.enum([AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED], { error: M.select }),
    reason: optionalText(500),
  })
  .refine((a) => a.auditStatus !== AUDIT_STATUS.REJECTED || (a.reason ?? '').trim() !== '', {
    error: FEE_MESSAGES.rejectReasonRequired,
    path: ['reason'],
  });
export type FeeAuditInput = z.input<typeof feeAuditSchema>;

/** Buyer side: the bail of this voucher was paid back. */
export const feeRefundSchema = z.object({ id, remark: optionalText(500) });
export type FeeRefundInput = z.input<typeof feeRefundSchema>;

export interface FeeVoucherView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  /** PURCHASE_STATUS of the project. */
  projectStatus: string;
  supplierDepartId: string;
  supplierName: string;
  /** FEE_KIND. */
  kind: FeeKind;
  /** Decimal text (yuan, 2 places): the amount the rules asked when the voucher was sent. */
  amount: string;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  /** AUDIT_STATUS. */
  auditStatus: string;
  rejectReason: string | null;
  auditedAt: string | null;
  /** BAIL_REFUND_STATUS for a bail (due is worked out from the project and the offers); null for a fee. */
  refundStatus: BailRefundStatus | null;
  refundedAt: string | null;
  refundRemark: string | null;
  uploadedAt: string;
}

/** One fee as the supplier stands on it. */
export interface FeeItemView {
  kind: FeeKind;
  /** Decimal text from the rules; null when the rules set none (state 'free'). */
  amount: string | null;
  state: FeeState;
  voucher: FeeVoucherView | null;
}

/** The supplier's fees on one project (feeStateOf; the mine call). */
export interface FeeStateView {
  projectId: string;
  /** Vouchers are taken only once the signup is approved. */
  signupApproved: boolean;
  /** The project still takes vouchers (published, before the quote end). */
  open: boolean;
  documentFee: FeeItemView;
  bail: FeeItemView;
  /** No document fee, or an approved voucher: the documents may be downloaded. */
  documentsPaid: boolean;
  /** documentsPaid and no bail or an approved bail voucher: an offer may be sent. */
  feesPaid: boolean;
}
