import { z } from 'zod';
import { AUDIT_STATUS, type AuditStatus } from '@/shared/codes/statuses';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import type { ProfileChange, ProfileState } from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M, messageWithParams } from '@/shared/validation/messages';

/** 'all' lists every submitted profile whatever its outcome. */
export const AUDIT_FILTERS = ['00', '01', '02', 'all'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

export const REJECT_REASON_MAX = 500;

export const profileAuditPageSchema = z.object({
  name: searchText(100),
  auditStatus: z
    .union([z.enum(AUDIT_FILTERS, { error: M.select }), z.literal('')])
    .optional()
    .transform((s): AuditFilter => (s ? s : AUDIT_STATUS.PENDING)),
  ...pageQueryShape,
});

const ownerId = z.string({ error: M.required }).trim().min(1, { error: M.required });

export const profileAuditTargetSchema = z.object({ ownerId });
export const profileAuditDetailSchema = z.object({ ownerId, ...pageQueryShape });

export const profileAuditRejectSchema = z.object({
  ownerId,
  reason: z
    .string({ error: 'profile-audit:validation.reasonRequired' })
    .trim()
    .min(1, { error: 'profile-audit:validation.reasonRequired' })
    .max(REJECT_REASON_MAX, { error: messageWithParams(M.maxLength, { max: REJECT_REASON_MAX }) }),
});
export type ProfileAuditRejectRequest = z.input<typeof profileAuditRejectSchema>;

/** One profile in an audit list. */
export interface ProfileAuditRecord {
  /** The organisation (supplier, buyer, agency) or the user (expert) the profile describes. */
  ownerId: string;
  /** The organisation's or user's account name. */
  ownerName: string;
  /** The name and the code (credit code, ID number) the profile states. */
  name: string;
  code: string;
  auditStatus: AuditStatus | null;
  rejectReason: string | null;
  version: number;
  submittedAt: string | null;
  updatedAt: string;
}

export interface ProfileAuditDetail extends ProfileState<Record<string, unknown>> {
  ownerId: string;
  ownerName: string;
  /** Newest first. */
  changes: PageResult<ProfileChange>;
}
