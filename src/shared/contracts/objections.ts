import { z } from 'zod';
import { OBJECTION_STATUS, type ObjectionStatus } from '@/shared/codes/procurement';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { lineText, optionalText, text } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Objections and complaints (issue 17; design note procurement-cycle.md sections 2 and 8). A bidder
 * files an objection letter (rich text, attachments) about the tender documents, the process or the
 * results; the project's organisation accepts, answers or rejects it within 3 working days; the filer
 * may withdraw it. A complaint escalates a rejected objection, or one left unanswered past its due
 * time, to the platform's supervisors.
 */
export { OBJECTION_STATUS, type ObjectionStatus };

/** What the objection is about: '01' the tender documents, '02' the process, '03' the results. */
export const OBJECTION_KIND = { DOCUMENTS: '01', PROCESS: '02', RESULTS: '03' } as const;
export type ObjectionKind = (typeof OBJECTION_KIND)[keyof typeof OBJECTION_KIND];
export const OBJECTION_KINDS = [
  OBJECTION_KIND.DOCUMENTS,
  OBJECTION_KIND.PROCESS,
  OBJECTION_KIND.RESULTS,
] as const;

/** Complaint: '00' submitted, '01' in hand, '02' upheld, '03' dismissed. */
export const COMPLAINT_STATUS = { SUBMITTED: '00', HANDLING: '01', UPHELD: '02', DISMISSED: '03' } as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUS)[keyof typeof COMPLAINT_STATUS];

/** Working days the project's organisation has to answer. */
export const OBJECTION_ANSWER_WORKING_DAYS = 3;
/** An attachment is a scan, a photo or a PDF letter. */
export const OBJECTION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const OBJECTION_FILE_MAX_COUNT = 10;
export const OBJECTION_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg';
export const OBJECTION_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
/** Letters and answers: rich text, cleaned on the server. */
export const OBJECTION_HTML_MAX = 100_000;

const id = tenderIdField;
const html = text(OBJECTION_HTML_MAX);
const reasonText = text(1000);

/** `id`: the device's id for this letter, so a replay from the outbox finds the stored one. */
export const objectionFileSchema = z.object({
  id: id.optional(),
  projectId: id,
  kind: z.enum(OBJECTION_KINDS, { error: M.select }),
  title: lineText(200),
  contentHtml: html,
});

export const objectionAttachSchema = z.object({ objectionId: id, fileId: id.optional() });
export const objectionIdSchema = z.object({ id });
export const objectionAnswerSchema = z.object({ id, answerHtml: html });
export const objectionRejectSchema = z.object({ id, reason: reasonText });
export const objectionPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  status: z.enum(Object.values(OBJECTION_STATUS) as [ObjectionStatus], { error: M.select }).optional(),
  kind: z.enum(OBJECTION_KINDS, { error: M.select }).optional(),
  /** Only objections still waiting (00/01). */
  open: z.boolean().optional(),
});
export type ObjectionPageQuery = z.input<typeof objectionPageSchema>;
export const complaintFileSchema = z.object({ objectionId: id, reason: reasonText });
export const complaintDecideSchema = z.object({
  id,
  upheld: z.boolean({ error: M.select }),
  decision: reasonText,
});
export const complaintPageSchema = z.object({
  ...pageQueryShape,
  status: z.enum(Object.values(COMPLAINT_STATUS) as [ComplaintStatus], { error: M.select }).optional(),
  reason: optionalText(100),
});
export type ComplaintPageQuery = z.input<typeof complaintPageSchema>;

export interface ObjectionFileView {
  id: string;
  objectionId: string;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  createdAt: string;
}

export interface ComplaintView {
  id: string;
  objectionId: string;
  projectId: string;
  projectName: string;
  objectionTitle: string;
  supplierDepartId: string;
  supplierName: string;
  reason: string;
  status: ComplaintStatus;
  filedBy: string;
  filedAt: string;
  decidedAt: string | null;
  decision: string | null;
}

export interface ObjectionView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  projectStatus: string;
  supplierDepartId: string;
  supplierName: string;
  filedBy: string;
  kind: ObjectionKind;
  title: string;
  contentHtml: string;
  status: ObjectionStatus;
  filedAt: string;
  dueAt: string;
  /** Still waiting (00/01) after its due time, or answered after it. */
  overdue: boolean;
  acceptedAt: string | null;
  answerHtml: string | null;
  answeredAt: string | null;
  rejectReason: string | null;
  rejectedAt: string | null;
  withdrawnAt: string | null;
  version: number;
  files: ObjectionFileView[];
  complaint: ComplaintView | null;
  /** Whether the filer's organisation may escalate it now. */
  complaintAllowed: boolean;
}

/** A project the supplier may object to now, and the kinds open on it. */
export interface FileableProjectView {
  projectId: string;
  projectCode: string;
  projectName: string;
  status: string;
  kinds: ObjectionKind[];
}
