import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { lineText, text } from '@/shared/contracts/profile-common';
import { type ClarificationView, tenderIdField } from '@/shared/contracts/tenders';

/**
 * Clarifications with receipts (issue 17; spec 001 sections 2.9-2.11, design note section 3): the
 * project's buyer side releases a clarification (rich text, cleaned by the server; optionally from a
 * publicly answered question) while the project is published and before its quote end; a release less
 * than amendMinDays before the quote end moves it. Every approved signup's organisation confirms
 * receipt once; the buyer side sees who confirmed and reminds the others; one day before the quote end
 * the server reminds the missing ones once.
 */
export const CLARIFICATION_HTML_MAX = 100_000;
export const CLARIFICATION_MESSAGES = {
  contentEmpty: 'clarifications:validation.contentEmpty',
} as const;

const id = tenderIdField;

export const clarificationReleaseSchema = z.object({
  projectId: id,
  title: lineText(200),
  /** Rich text (HTML) from the editor; plain text is accepted as it is. */
  content: text(CLARIFICATION_HTML_MAX),
  /** The publicly answered question this clarification publishes (questions area). */
  questionId: id.optional(),
});
export type ClarificationReleaseInput = z.output<typeof clarificationReleaseSchema>;

export const clarificationIdSchema = z.object({ id });
export const clarificationFromQuestionSchema = z.object({ questionId: id });

/** A publicly answered question offered for release (the questions area's QuestionForRelease). */
export interface ClarificationQuestionPrefill {
  id: string;
  projectId: string;
  title: string;
  answerHtml: string;
}
export const clarificationExpertPageSchema = z.object({ ...pageQueryShape, projectId: id.optional() });

/** A clarification with its rich text; contentHtml is null for those released before rich text. */
export interface ClarificationDetailView extends ClarificationView {
  contentHtml: string | null;
  questionId: string | null;
  projectStatus: string;
  quoteEndTime: string;
  /** The quote end before this release moved it, when it did. */
  movedQuoteEndFrom: string | null;
  remindedAt: string | null;
  /** Approved signups, and how many of them confirmed receipt. */
  receiptsExpected: number;
  receiptsConfirmed: number;
}

/** The supplier's view: its own organisation's receipt. */
export interface SupplierClarificationView extends ClarificationView {
  contentHtml: string | null;
  /** True when the organisation's signup is approved: only then is a receipt asked for. */
  receiptDue: boolean;
  confirmedAt: string | null;
  confirmedByName: string | null;
}

/** One approved signup's receipt of a clarification. */
export interface ClarificationReceiptView {
  supplierDepartId: string;
  supplierName: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
  confirmedByName: string | null;
}

export interface ClarificationReceiptsView {
  clarification: ClarificationDetailView;
  receipts: ClarificationReceiptView[];
}

export interface ClarificationConfirmResult {
  id: string;
  confirmedAt: string;
  confirmedByName: string;
}

export interface ClarificationRemindResult {
  /** Organisations reminded (those still missing). */
  reminded: number;
  remindedAt: string;
}
