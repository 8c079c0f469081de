import { z } from 'zod';
import { CONTRACT_STATUS, type ContractStatus } from '@/shared/codes/results';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { text } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Contracts (issue 20; spec 000 section 7.5 'contract status'): one per confirmed winner, created when the
 * project is concluded (07) in status 00 to sign; the buyer side records the signing (a date and the
 * contract's scan), then performing, finished, or terminated with a reason (CONTRACT_MOVES).
 */
export { CONTRACT_STATUS };
export type { ContractStatus };

/** A contract scan: a PDF or a photo of the signed pages; 20 MB holds a long scanned contract. */
export const CONTRACT_SCAN_MAX_BYTES = 20 * 1024 * 1024;
export const CONTRACT_SCAN_ACCEPT = '.pdf,.png,.jpg,.jpeg';
export const CONTRACT_SCAN_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

const id = tenderIdField;
const STATUSES = Object.values(CONTRACT_STATUS) as [ContractStatus, ...ContractStatus[]];
const version = z.coerce
  .number({ error: M.invalid })
  .int({ error: M.invalid })
  .positive({ error: M.invalid });
const calendarDate = z
  .string({ error: M.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.invalidDate })
  .refine(
    (d) => {
      const ms = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === d;
    },
    { error: M.invalidDate },
  );

export const contractPageSchema = z.object({
  ...pageQueryShape,
  status: z.enum(STATUSES, { error: M.select }).optional(),
  projectId: id.optional(),
});
export type ContractPageQuery = z.input<typeof contractPageSchema>;

/** The signing's fields (multipart, with one scan file); the date is a business-zone calendar day. */
export const contractSignSchema = z.object({ id, version, signedOn: calendarDate });

/** The moves after signing; a termination needs its reason. */
export const contractMoveSchema = z
  .object({
    id,
    version,
    to: z.enum([CONTRACT_STATUS.PERFORMING, CONTRACT_STATUS.FINISHED, CONTRACT_STATUS.TERMINATED], {
      error: M.select,
    }),
    reason: text(500).optional(),
  })
  .refine((v) => v.to !== CONTRACT_STATUS.TERMINATED || !!v.reason?.trim(), {
    error: 'contracts:validation.reasonRequired',
    path: ['reason'],
  });
export type ContractMoveInput = z.input<typeof contractMoveSchema>;

export interface ContractScanView {
  fileName: string;
  mime: string;
  size: number;
}

export interface ContractView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  /** The winning supplier's organisation. */
  orgId: string;
  supplierName: string;
  /** Decimal text (yuan). */
  amount: string;
  status: ContractStatus;
  /** YYYY-MM-DD (business zone), once signed. */
  signedOn: string | null;
  scan: ContractScanView | null;
  terminationReason: string | null;
  /** When the project was concluded (the contract's creation), ISO-8601. */
  createdAt: string;
  updatedAt: string;
  version: number;
}
