import { z } from 'zod';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { pageQueryShape, type PageResult } from '@/shared/contracts/page-query';
import { optionalLineText, optionalText, text } from '@/shared/contracts/profile-common';
import { type SignupView, tenderIdField as id } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { contactNameSchema, contactPhoneSchema, emailSchema } from '@/shared/validation/rules';

/**
 * Contracts of the supplierResponse step 1 (contact info: signups) beyond the apply and audit of
 * tenders.ts: the rejected ("waste") and no-audit lists, re-audit, recording a signup on behalf of a
 * supplier, one signup's detail with its history. Messages are i18n keys.
 */

/** How a signup came to be approved or where it stands beyond its audit status. */
export interface ResponseSignupView extends SignupView {
  tenderMethod: string;
  auditedAt: string | null;
  auditedByName: string | null;
  /** Recorded by the buyer side on behalf of the supplier (contactInfoAdd). */
  recorded: boolean;
  /** Approved on arrival without an audit (an invited supplier). */
  noAudit: boolean;
  /** Pending again after a rejection (the supplier re-applied). */
  reapplied: boolean;
  /** The reason of the last rejection, kept in the history even after a re-application. */
  lastRejectReason: string | null;
}

/** Counts of the caller organisation's signups (of one project, or all) per state. */
export interface SignupOverview {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  reapplied: number;
  noAudit: number;
  recorded: number;
}

export const signupOverviewSchema = z.object({ projectId: id.optional() });
export const signupDetailSchema = z.object({ id });

/** The supplier organisation's profile summary, as the buyer side audits a signup. */
export interface CompanySummary {
  departId: string;
  name: string;
  creditCode: string | null;
  companyType: string | null;
  legalRepresentative: string | null;
  registeredCapital: string | null;
  establishmentDate: string | null;
  region: string | null;
  mainCategories: string[];
  businessScope: string | null;
  /** The platform's audit of that profile: null never submitted, 00 pending, 01 approved, 02 rejected. */
  profileAuditStatus: string | null;
}

/** One step of a signup's history, read from the audit log. */
export interface SignupHistoryEntry {
  at: string;
  action: string;
  actorName: string;
  auditStatus: string | null;
  reason: string | null;
}

export interface SignupDetailView {
  signup: ResponseSignupView;
  company: CompanySummary | null;
  history: SignupHistoryEntry[];
}

const keyword = optionalLineText(50);

export const WASTE_TABS = ['rejected', 'reapplied'] as const;
export const rejectedPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  keyword,
  tab: z.enum(WASTE_TABS, { error: M.select }).optional(),
});

/** Project phase of a no-audit signup: signups still open (03) or closed. */
export const NO_AUDIT_TABS = ['all', 'open', 'closed'] as const;
export const noAuditPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  keyword,
  tab: z.enum(NO_AUDIT_TABS, { error: M.select }).optional(),
});

export type ResponsePage = PageResult<ResponseSignupView> & { tabCounts: Record<string, number> };

const DECISIONS = [AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED] as const;
/** A second decision always says why (overturning a rejection, or rejecting a re-application). */
export const signupReauditSchema = z.object({
  id,
  auditStatus: z.enum(DECISIONS, { error: M.select }),
  reason: text(500),
});
export type SignupReauditInput = z.input<typeof signupReauditSchema>;

/** The buyer side records a supplier's signup it received offline (paper, phone). */
export const signupRecordSchema = z.object({
  projectId: id,
  supplierDepartId: id,
  contactName: contactNameSchema,
  contactPhone: contactPhoneSchema,
  contactEmail: emailSchema,
  remark: optionalText(500),
});
export type SignupRecordInput = z.input<typeof signupRecordSchema>;

export const supplierOptionsSchema = z.object({ keyword });
export interface SupplierOption {
  id: string;
  name: string;
  code: string;
  creditCode: string | null;
}

// ---- Step 2: approved signups that have not paid the document fee ----

/** Where an approved signup stands on the document fee it has not paid yet. */
export const UNPAID_TABS = ['unpaid', 'voucherPending', 'voucherRejected'] as const;
export type UnpaidTab = (typeof UNPAID_TABS)[number];
export const unpaidPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  keyword,
  tab: z.enum(UNPAID_TABS, { error: M.select }).optional(),
});

export interface UnpaidSignupView {
  signupId: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  projectStatus: string;
  supplierDepartId: string;
  supplierName: string;
  contactName: string;
  contactPhone: string;
  /** Decimal text (yuan, 2 places) from the project's rules. */
  documentFee: string;
  state: UnpaidTab;
}
export type UnpaidPage = PageResult<UnpaidSignupView> & { tabCounts: Record<string, number> };
