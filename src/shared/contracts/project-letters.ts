import { z } from 'zod';
import { pageQueryShape } from '@/shared/contracts/page-query';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/** Why a letter was sent; each area that sends letters has its kind. */
export const LETTER_KINDS = [
  'invitation',
  'amendment',
  'cancel',
  'signupAudit',
  'voucherAudit',
  'notice',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** Letter variables: shown in the reader's language through the subject and body keys. */
export type LetterVars = Record<string, string | number>;

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);

export const letterPageSchema = z.object({
  ...pageQueryShape,
  projectId: id.optional(),
  unreadOnly: z.boolean({ error: M.invalid }).optional(),
});
export const letterReadSchema = z.object({ id });
export const letterReceiptsSchema = z.object({ projectId: id });

/** A letter as its recipient organisation reads it. */
export interface LetterView {
  id: string;
  projectId: string;
  projectCode: string;
  projectName: string;
  kind: LetterKind;
  /** i18n keys ('namespace:key') and their variables. */
  subjectKey: string;
  bodyKey: string;
  vars: LetterVars;
  /** ISO-8601 UTC. */
  sentAt: string;
  readAt: string | null;
}

/** A letter as the sending buyer side sees it: to whom, and whether it was read. */
export interface LetterReceiptView {
  letterId: string;
  kind: LetterKind;
  subjectKey: string;
  vars: LetterVars;
  supplierDepartId: string;
  supplierName: string;
  sentAt: string;
  readAt: string | null;
}
