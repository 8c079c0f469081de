import { z } from 'zod';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import { toBusinessInstant } from '@/shared/contracts/business-time-field';
import { pageQueryShape } from '@/shared/contracts/page-query';
import type { ProjectSchemeLink } from '@/shared/contracts/schemes';
import { choice, lineText, optionalText } from '@/shared/contracts/profile-common';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { amountSchema, contactNameSchema, contactPhoneSchema, emailSchema } from '@/shared/validation/rules';

/**
 * Contracts of the tendering cycle (design note procurement-cycle.md): procurement projects, supplier
 * signups and clarifications. The evaluation committee is in tender-committee.ts, sealed offers in
 * tender-offers.ts. Every
 * message is an i18n key (validation: or tender: namespace); the server checks the same schemas.
 */
export const TENDER_MESSAGES = {
  signupBeforeQuoteEnd: 'tender:validation.signupBeforeQuoteEnd',
  quoteEndTooSoon: 'tender:validation.quoteEndTooSoon',
  rejectReasonRequired: 'tender:validation.rejectReasonRequired',
  cancelReasonRequired: 'tender:validation.cancelReasonRequired',
  expertsRequired: 'tender:validation.expertsRequired',
} as const;

/** A record id (project, signup, user) as the contracts of the tendering cycle accept it. */
export const tenderIdField = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const id = tenderIdField;

/**
 * A deadline: 'YYYY-MM-DD HH:mm[:ss]' or 'YYYY-MM-DDTHH:mm[:ss]' (a datetime-local input) as a wall time
 * of the business zone `zone`, or an ISO-8601 instant with 'Z' or an offset; strict and bounded
 * (parseBusinessTime). Output: ISO-8601 UTC, whatever the zone of the host.
 */
export const dateTimeInput = (zone: string) =>
  z.string({ error: M.required }).trim().min(1, { error: M.required }).transform(toBusinessInstant(zone));

const TENDER_METHODS = Object.values(TENDER_METHOD) as [string, ...string[]];

// ---- Projects (buyer / agency) ----

/** The fields of a project; its deadlines are read in the business zone `zone`. */
export const tenderProjectFields = (zone: string) => ({
  name: lineText(100),
  tenderMethod: choice(TENDER_METHODS),
  budget: amountSchema,
  description: optionalText(2000),
  signupEndTime: dateTimeInput(zone),
  quoteEndTime: dateTimeInput(zone),
  /** The agency organisation (org type 02) entrusted with the project; empty or absent: none. */
  agencyOrgId: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
});

/**
 * Create (no id) or change a draft (id), with zone-less times read in the business zone `zone` (the
 * server's BUSINESS_TIME_ZONE; the client has it from getTime). Publication later checks the quote end
 * against server time.
 */
export const tenderProjectSaveSchema = (zone: string) =>
  z
    .object({ id: id.optional(), ...tenderProjectFields(zone) })
    .refine((p) => Date.parse(p.signupEndTime) <= Date.parse(p.quoteEndTime), {
      error: TENDER_MESSAGES.signupBeforeQuoteEnd,
      path: ['signupEndTime'],
    });
export type TenderProjectSave = z.output<ReturnType<typeof tenderProjectSaveSchema>>;

/** return: a submitted project back to its author as a draft (01 -> 00, reason required). */
// The conclusion (06 -> 07) is the results area's own (RESULT_PATHS.conclude), with its checks and hooks.
export const TENDER_ACTIONS = ['submit', 'approve', 'publish', 'cancel', 'return'] as const;
export type TenderAction = (typeof TENDER_ACTIONS)[number];

export const tenderTransitionSchema = z
  .object({ id, action: z.enum(TENDER_ACTIONS, { error: M.select }), reason: optionalText(500) })
  .refine((t) => t.action !== 'cancel' || (t.reason ?? '').trim() !== '', {
    error: TENDER_MESSAGES.cancelReasonRequired,
    path: ['reason'],
  })
  .refine((t) => t.action !== 'return' || (t.reason ?? '').trim() !== '', {
    error: 'project-rules:validation.returnReasonRequired',
    path: ['reason'],
  });

export const projectIdSchema = z.object({ projectId: id });
export const idSchema = z.object({ id });

export const tenderProjectPageSchema = z.object({
  ...pageQueryShape,
  name: optionalText(100),
  status: z.string().trim().max(2).optional(),
});

export const openTenderPageSchema = z.object({ ...pageQueryShape, name: optionalText(100) });

export interface TenderProjectView {
  id: string;
  projectCode: string;
  name: string;
  tenderMethod: string;
  budget: string;
  description: string | null;
  departId: string;
  departName: string;
  /** The agency organisation entrusted with the project (it runs it with the buyer's rights), or null. */
  agencyOrgId: string | null;
  agencyName: string | null;
  status: string;
  /** ISO-8601 UTC. */
  signupEndTime: string;
  quoteEndTime: string;
  publishedAt: string | null;
  cancelReason: string | null;
  /** When the offers were opened (the project is 04 until its opening record is confirmed); null before. */
  openedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The scheme, package and plan lines the project was executed from (get only; absent when hand-made). */
  scheme?: ProjectSchemeLink;
}

/** What a supplier sees of an open project, with its own signup and offer state. */
export interface OpenTenderView {
  id: string;
  projectCode: string;
  name: string;
  tenderMethod: string;
  budget: string;
  description: string | null;
  departName: string;
  signupEndTime: string;
  quoteEndTime: string;
  publishedAt: string | null;
  status: string;
  /** The caller's organisation's signup audit status, null when not signed up. */
  mySignupStatus: string | null;
  /** Status of the caller's organisation's current offer, null when none. */
  myOfferStatus: string | null;
}

// ---- Signups (contact apply) ----

export const signupApplySchema = z.object({
  projectId: id,
  contactName: contactNameSchema,
  contactPhone: contactPhoneSchema,
  contactEmail: emailSchema,
  remark: optionalText(500),
});
export type SignupApplyInput = z.input<typeof signupApplySchema>;

const AUDIT_DECISIONS = [AUDIT_STATUS.APPROVED, AUDIT_STATUS.REJECTED] as const;
export const signupAuditSchema = z
  .object({ id, auditStatus: z.enum(AUDIT_DECISIONS, { error: M.select }), reason: optionalText(500) })
  .refine((a) => a.auditStatus !== AUDIT_STATUS.REJECTED || (a.reason ?? '').trim() !== '', {
    error: TENDER_MESSAGES.rejectReasonRequired,
    path: ['reason'],
  });

export const signupPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  auditStatus: z.string().trim().max(2).optional(),
});

export interface SignupView {
  id: string;
  projectId: string;
  projectName: string;
  projectCode: string;
  supplierDepartId: string;
  supplierName: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  remark: string | null;
  auditStatus: string;
  rejectReason: string | null;
  receivedAt: string;
  signupEndTime: string;
  quoteEndTime: string;
  /**
   * The project's purchase status (03 published, 04 offers closed, 05 evaluating...). Optional because
   * rows kept on a device before it was sent lack it.
   */
  projectStatus?: string;
}

// ---- Clarifications ----

export const clarificationPageSchema = z.object({ ...pageQueryShape, projectId: id.optional() });

export interface ClarificationView {
  id: string;
  projectId: string;
  projectName: string;
  projectCode: string;
  title: string;
  content: string;
  publishedAt: string;
}
