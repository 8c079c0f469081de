import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { lineText, text } from '@/shared/contracts/profile-common';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Supplier questions about a project (issue 17; spec 001 sections 2.9-2.11): a supplier whose signup
 * was approved asks while the project is published and before the rules' question end time (the quote
 * end when the rules set none); the project's buyer side (or its entrusted agency) answers, publicly
 * (every signed-up supplier reads it, without the asker's name) or to the asker only. Question and
 * answer are rich text, cleaned by the server before they are stored.
 */
export const QUESTION_STATUS = { OPEN: '00', ANSWERED: '01' } as const;
export type QuestionStatus = (typeof QUESTION_STATUS)[keyof typeof QUESTION_STATUS];

export const QUESTION_MESSAGES = {
  contentEmpty: 'questions:validation.contentEmpty',
  answerEmpty: 'questions:validation.answerEmpty',
} as const;

/** Rich text as the editor sends it; the server cleans it and refuses it when nothing visible is left. */
export const QUESTION_HTML_MAX = 50_000;
const id = tenderIdField;
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const questionAskSchema = z.object({
  projectId: id,
  title: lineText(200),
  contentHtml: text(QUESTION_HTML_MAX),
});

export const questionAnswerSchema = z.object({
  id,
  answerHtml: text(QUESTION_HTML_MAX),
  isPublic: flag,
});
export type QuestionAnswerInput = z.input<typeof questionAnswerSchema>;

export const questionPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  status: z.enum([QUESTION_STATUS.OPEN, QUESTION_STATUS.ANSWERED], { error: M.select }).optional(),
});

export const questionGetSchema = z.object({ id });

export interface QuestionView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  /** PURCHASE_STATUS of the project. */
  projectStatus: string;
  /** The asking organisation; null for a public answer read by another supplier. */
  supplierName: string | null;
  /** Asked by the reader's own organisation. */
  mine: boolean;
  title: string;
  contentHtml: string;
  askedAt: string;
  status: QuestionStatus;
  answerHtml: string | null;
  answeredAt: string | null;
  isPublic: boolean;
  version: number;
}

/** A project the supplier may ask about now, with the time its questions close (ISO instant). */
export interface AskableProjectView {
  projectId: string;
  projectCode: string;
  projectName: string;
  questionEndTime: string;
}

/** What the clarifications area prefills a release with (a public answer turned into a clarification). */
export interface QuestionForRelease {
  id: string;
  projectId: string;
  title: string;
  answerHtml: string;
}
