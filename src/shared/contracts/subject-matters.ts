import { z } from 'zod';
import { isCalendarDate, lineText, optionalLineText, optionalText } from '@/shared/contracts/profile-common';
import { isValidQuantity, lineAmountCents } from '@/shared/rules/plan-money';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { amountSchema } from '@/shared/validation/rules';

/**
 * Contracts of a tender project's subject matters (issue 16; spec 000 section 7.5): what is bought,
 * line by line, with its budget. Quantities are decimal text (12 integer digits, 4 decimals), unit prices
 * yuan decimal text; the amount is always the server's exact product (plan-money.ts lineAmountCents,
 * half up to the cent), never the client's. Every message is an i18n key; the server checks the same
 * schemas.
 */
export const SUBJECT_MATTER_MESSAGES = {
  quantity: 'subject-matters:validation.quantity',
  amount: 'subject-matters:validation.amount',
  date: 'subject-matters:validation.date',
  mergeTwo: 'subject-matters:validation.mergeTwo',
  tooMany: 'subject-matters:validation.tooMany',
  file: 'subject-matters:validation.file',
} as const;

/** Most lines a project holds (and a spreadsheet may bring at once). */
export const SUBJECT_MATTER_MAX_LINES = 2000;
/** The largest spreadsheet accepted: 2 MiB, as base64 (4/3 of it, rounded up to whole quads). */
export const SUBJECT_MATTER_MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_BASE64 = Math.ceil(SUBJECT_MATTER_MAX_FILE_BYTES / 3) * 4;

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const version = z.coerce
  .number({ error: M.invalid })
  .int({ error: M.invalid })
  .positive({ error: M.invalid })
  .optional();

const quantity = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine(isValidQuantity, { error: SUBJECT_MATTER_MESSAGES.quantity });

const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((s) => !s || isCalendarDate(s), { error: SUBJECT_MATTER_MESSAGES.date })
  .transform((s) => s || undefined);

/** The fields of one subject matter, as the form and each spreadsheet row give them. */
export const subjectMatterFields = {
  /** A catalogue item (approved and enabled); empty when the material is typed. */
  materialId: optionalLineText(64),
  categoryCode: optionalLineText(64),
  materialName: lineText(200),
  specification: optionalText(500),
  quantity,
  /** measureUnit dictionary code. */
  unitCode: lineText(32),
  /** Budget unit price, yuan. */
  unitPrice: amountSchema,
  deliveryPlace: optionalLineText(200),
  deliveryDate: optionalDate,
  remark: optionalText(500),
};

const amountFits = (line: { quantity: string; unitPrice: string }) =>
  lineAmountCents(line.quantity, line.unitPrice) !== undefined;
const amountRule = { error: SUBJECT_MATTER_MESSAGES.amount, path: ['unitPrice'] };

/** One spreadsheet row (the fields alone). */
export const subjectMatterRowSchema = z.object(subjectMatterFields).refine(amountFits, amountRule);
export type SubjectMatterRow = z.output<typeof subjectMatterRowSchema>;

/** Add (no id) or change (id; version when known: a newer one on the server refuses the change). */
export const subjectMatterSaveSchema = z
  .object({ projectId: id, id: id.optional(), version, ...subjectMatterFields })
  .refine(amountFits, amountRule);
export type SubjectMatterSaveInput = z.input<typeof subjectMatterSaveSchema>;
export type SubjectMatterSave = z.output<typeof subjectMatterSaveSchema>;

export const subjectMatterProjectSchema = z.object({ projectId: id });

export const subjectMatterDeleteSchema = z.object({
  projectId: id,
  ids: z
    .array(id, { error: M.required })
    .min(1, { error: M.required })
    .max(SUBJECT_MATTER_MAX_LINES, { error: SUBJECT_MATTER_MESSAGES.tooMany }),
});

/**
 * Merge two or more lines of one material and unit. When their unit prices differ the merged line's
 * price must be given (the budget stays quantity x price, exactly); otherwise it is kept.
 */
export const subjectMatterMergeSchema = z.object({
  projectId: id,
  ids: z
    .array(id, { error: M.required })
    .min(2, { error: SUBJECT_MATTER_MESSAGES.mergeTwo })
    .max(SUBJECT_MATTER_MAX_LINES, { error: SUBJECT_MATTER_MESSAGES.tooMany }),
  unitPrice: amountSchema.optional(),
});
export type SubjectMatterMerge = z.output<typeof subjectMatterMergeSchema>;

export const subjectMatterImportSchema = z.object({
  projectId: id,
  fileBase64: z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(MAX_BASE64, { error: SUBJECT_MATTER_MESSAGES.file })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: M.invalid }),
});

export interface SubjectMatterView {
  id: string;
  projectId: string;
  lineNo: number;
  materialId: string | null;
  categoryCode: string | null;
  materialName: string;
  specification: string | null;
  quantity: string;
  unitCode: string;
  unitPrice: string;
  /** Yuan, two decimals: quantity x unit price. */
  amount: string;
  deliveryPlace: string | null;
  deliveryDate: string | null;
  remark: string | null;
  /** The plan lines this subject matter stands for (a scheme's lines; several after a merge). */
  planLineIds: string[];
  version: number;
  updatedAt: string;
}

export interface SubjectMatterList {
  projectId: string;
  /** PURCHASE_STATUS of the project. */
  projectStatus: string;
  /** True when the caller may change them now (buyer side, draft project, or published with amendments). */
  editable: boolean;
  lines: SubjectMatterView[];
  /** Yuan, two decimals: the exact sum of the amounts. */
  total: string;
}

/** A refused spreadsheet row: its number as the sheet shows it (1 = header), the field and its column label. */
export interface SubjectMatterRowError {
  row: number;
  field: string;
  column: string;
  message: string;
}

export interface SubjectMatterImportResult {
  /** Lines added (0 whenever a row was refused: nothing is imported then). */
  imported: number;
  errors: SubjectMatterRowError[];
}
