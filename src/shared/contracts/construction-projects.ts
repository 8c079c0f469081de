import { z } from 'zod';
import { CONSTRUCTION_STATUS } from '@/shared/codes/plans';
import { pageQueryShape, searchText } from '@/shared/contracts/page-query';
import {
  choice,
  isCalendarDate,
  lineText,
  optionalLineText,
  optionalText,
} from '@/shared/contracts/profile-common';
import { yuanToCents } from '@/shared/rules/plan-money';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { maxLengthString } from '@/shared/validation/rules-common';

/**
 * Contracts of construction projects (issue 15; design note section 7): the works a transport company
 * builds (a road, a bridge, a terminal), which plan lines and tender projects may name. Investment
 * travels as yuan decimal text (at most 15 integer digits, 2 decimals; plan-money.ts); forms enter
 * 10,000s. Every message is an i18n key; the server checks the same schemas.
 */
export const CONSTRUCTION_MESSAGES = {
  code: 'construction:validation.code',
  investment: 'construction:validation.investment',
  date: 'construction:validation.date',
  endBeforeStart: 'construction:validation.endBeforeStart',
  reasonRequired: 'construction:validation.reasonRequired',
  year: 'construction:validation.year',
} as const;

export const CONSTRUCTION_YEAR_MIN = 2000;
export const CONSTRUCTION_YEAR_MAX = 2100;

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);

/** Letters, digits and - _ / . (codes are printed on approval papers: JT-2026-001). */
const CODE = /^[A-Za-z0-9][A-Za-z0-9\-_/.]{0,39}$/;
const code = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine((s) => CODE.test(s), { error: CONSTRUCTION_MESSAGES.code });

const investment = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine((s) => yuanToCents(s) !== undefined, { error: CONSTRUCTION_MESSAGES.investment })
  // One normal form (two decimals) so equal amounts compare and sort equal as text.
  .transform((s) => {
    const cents = yuanToCents(s) ?? 0n;
    const digits = cents.toString().padStart(3, '0');
    return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  });

const date = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine(isCalendarDate, { error: CONSTRUCTION_MESSAGES.date });

/** The fields a buyer keeps of a construction project. */
export const constructionProjectFields = {
  code,
  name: lineText(100),
  ownerOrgName: lineText(100),
  region: lineText(100),
  investment,
  startDate: date,
  endDate: date,
  approvalDocNo: optionalLineText(64),
  remark: optionalText(1000),
};

/** Create (no id) or change (id). The end is not before the start. */
export const constructionProjectSaveSchema = z
  .object({ id: id.optional(), ...constructionProjectFields })
  .refine((p) => p.endDate >= p.startDate, {
    error: CONSTRUCTION_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type ConstructionProjectSave = z.output<typeof constructionProjectSaveSchema>;

const STATUSES = Object.values(CONSTRUCTION_STATUS) as [string, ...string[]];

/** A move to `status` (CONSTRUCTION_STATUS_TRANSITIONS decides whether it is allowed); a reason is kept. */
export const constructionTransitionSchema = z.object({
  id,
  status: choice(STATUSES),
  reason: z
    .string({ error: CONSTRUCTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: CONSTRUCTION_MESSAGES.reasonRequired })
    .pipe(maxLengthString(500)),
});
export type ConstructionTransition = z.output<typeof constructionTransitionSchema>;

const year = z.coerce
  .number({ error: CONSTRUCTION_MESSAGES.year })
  .int({ error: CONSTRUCTION_MESSAGES.year })
  .min(CONSTRUCTION_YEAR_MIN, { error: CONSTRUCTION_MESSAGES.year })
  .max(CONSTRUCTION_YEAR_MAX, { error: CONSTRUCTION_MESSAGES.year });

/** The list: keyword (code or name), status, year (of the start date), region. */
export const constructionPageSchema = z.object({
  ...pageQueryShape,
  keyword: searchText(100),
  status: z.enum(STATUSES, { error: M.select }).optional(),
  year: z
    .union([z.literal(''), year])
    .optional()
    .transform((y) => (y === '' ? undefined : y)),
  region: searchText(100),
});
export type ConstructionPageQuery = z.output<typeof constructionPageSchema>;

export const constructionIdSchema = z.object({ id });

/** The options call takes nothing. */
export const constructionOptionsSchema = z.object({});

/** Link (linked true) or unlink a tender project (projectId) to the construction project (id). */
export const constructionLinkSchema = z.object({
  id,
  projectId: id,
  linked: z.boolean({ error: M.required }),
});
export type ConstructionLink = z.output<typeof constructionLinkSchema>;

/** The tender projects a construction project may be linked to (not linked yet), by code or name. */
export const constructionLinkCandidatesSchema = z.object({ id, keyword: searchText(100) });

/** The tender projects linked to one construction project. */
export const constructionCorrelationSchema = z.object({ ...pageQueryShape, id });

/** The approval scan: one pdf, png or jpg of at most 10 MB. */
export const CONSTRUCTION_SCAN_MAX_BYTES = 10 * 1024 * 1024;
export const CONSTRUCTION_SCAN_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/** The fields of the scan upload (multipart, beside the file). */
export const constructionScanUploadSchema = z.object({ id });

export interface ConstructionScanView {
  fileName: string;
  mime: string;
  size: number;
}

export interface ConstructionProjectView {
  id: string;
  code: string;
  name: string;
  ownerOrgName: string;
  region: string;
  /** Yuan, two decimals. */
  investment: string;
  startDate: string;
  endDate: string;
  approvalDocNo: string | null;
  remark: string | null;
  status: string;
  /** The reason given with the last status move. */
  statusReason: string | null;
  /** The approval scan, null until uploaded. */
  approvalScan: ConstructionScanView | null;
  /** The organisation that keeps the project. */
  departId: string;
  /** How many of the organisation's tender projects name it. */
  tenderCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One status move of a project, oldest first. */
export interface ConstructionStatusChange {
  /** The project's version after the move (unique per project). */
  version: number;
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  userName: string;
  at: string;
}

export interface ConstructionProjectDetail extends ConstructionProjectView {
  history: ConstructionStatusChange[];
}

/** A tender project linked to a construction project, as correlationList shows it. */
export interface ConstructionTenderView {
  id: string;
  projectCode: string;
  name: string;
  tenderMethod: string;
  budget: string;
  status: string;
  createdAt: string;
}

export interface ConstructionOption {
  id: string;
  code: string;
  name: string;
}

/** A page of the list with the organisation's count per status (the list's tabs), filters applied. */
export interface ConstructionPageResult<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  totalCapped?: boolean;
  /** Status code -> rows matching the other filters; '' -> all of them. */
  statusCounts: Record<string, number>;
}
