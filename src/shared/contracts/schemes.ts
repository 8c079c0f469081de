import { z } from 'zod';
import { EVALUATION_METHOD, SCHEME_ORGANISER, SCHEME_STATUS } from '@/shared/codes/plans';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import type { AssignLineView, PackageSummaryView } from '@/shared/contracts/plan-packages';
import { choice, lineText, optionalText } from '@/shared/contracts/profile-common';
import { toBusinessInstant } from '@/shared/contracts/business-time-field';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Contracts of procurement schemes (issue 15; design note section 7): packages of one organisation,
 * a tender method, self-run or through an agency, schedule, evaluation method and qualification. The
 * budget is the exact sum of the packages (yuan decimal strings).
 */
export const SCHEME_MESSAGES = {
  packagesRequired: 'scheme:validation.packagesRequired',
  agencyRequired: 'scheme:validation.agencyRequired',
  reasonRequired: 'scheme:validation.reasonRequired',
} as const;

export const SCHEME_MAX_PACKAGES = 100;
const dateTimeInput = (zone: string) =>
  z.string({ error: M.required }).trim().min(1, { error: M.required }).transform(toBusinessInstant(zone));
const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const version = z.coerce
  .number({ error: M.invalid })
  .int({ error: M.invalid })
  .positive({ error: M.invalid })
  .optional();
const values = (o: Record<string, string>) => Object.values(o) as [string, ...string[]];
const SCHEME_TENDER_METHODS = values(TENDER_METHOD);
const date = z
  .string({ error: M.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.invalidDate })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: M.invalidDate });

export const schemePageSchema = z.object({
  ...pageQueryShape,
  keyword: searchText(100),
  status: z.enum(values(SCHEME_STATUS), { error: M.select }).optional(),
  tenderMethod: z.enum(SCHEME_TENDER_METHODS, { error: M.select }).optional(),
  year: z.coerce.number({ error: M.invalid }).int({ error: M.invalid }).min(2000).max(2100).optional(),
});
/** keyword optional: other areas (the assistant) page schemes without one. */
export type SchemePageQuery = Omit<z.output<typeof schemePageSchema>, 'keyword'> & {
  keyword?: string | undefined;
};

export const schemeIdSchema = z.object({ id });
export const schemeCandidatesSchema = z.object({ schemeId: id.optional(), keyword: searchText(100) });
export type SchemeCandidatesQuery = z.output<typeof schemeCandidatesSchema>;

/** Create (no id) or change a draft or rejected scheme; the quote end is read in the business zone. */
export const schemeSaveSchema = (zone: string) =>
  z
    .object({
      id: id.optional(),
      version,
      name: lineText(100),
      tenderMethod: choice(SCHEME_TENDER_METHODS),
      organiser: choice(values(SCHEME_ORGANISER)),
      agencyOrgId: id.optional(),
      publishDate: date,
      quoteEndTime: dateTimeInput(zone),
      evaluationMethod: choice(values(EVALUATION_METHOD)),
      qualification: optionalText(2000),
      packageIds: z
        .array(id, { error: SCHEME_MESSAGES.packagesRequired })
        .min(1, { error: SCHEME_MESSAGES.packagesRequired })
        .max(SCHEME_MAX_PACKAGES, { error: M.invalid })
        .transform((ids) => [...new Set(ids)]),
    })
    .refine((s) => s.organiser !== SCHEME_ORGANISER.AGENCY || !!s.agencyOrgId, {
      error: SCHEME_MESSAGES.agencyRequired,
      path: ['agencyOrgId'],
    })
    .refine((s) => Date.parse(`${s.publishDate}T00:00:00Z`) <= Date.parse(s.quoteEndTime), {
      error: M.endAfterStart,
      path: ['quoteEndTime'],
    });
export type SchemeSaveInput = z.input<ReturnType<typeof schemeSaveSchema>>;
export type SchemeSave = z.output<ReturnType<typeof schemeSaveSchema>>;

export const SCHEME_ACTIONS = ['submit', 'withdraw', 'approve', 'reject', 'cancel'] as const;
export type SchemeAction = (typeof SCHEME_ACTIONS)[number];

export const schemeTransitionSchema = z
  .object({ id, action: z.enum(SCHEME_ACTIONS, { error: M.select }), reason: optionalText(500), version })
  .refine((t) => !['reject', 'cancel'].includes(t.action) || !!t.reason?.trim(), {
    error: SCHEME_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type SchemeTransition = z.output<typeof schemeTransitionSchema>;

export const schemeExecuteSchema = z.object({ id, version });
export type SchemeExecute = z.output<typeof schemeExecuteSchema>;

export interface SchemeSummaryView {
  id: string;
  code: string;
  name: string;
  tenderMethod: string;
  organiser: string;
  agencyOrgId?: string;
  agencyName?: string;
  /** Yuan, two decimals: the exact sum of its packages' budgets. */
  budget: string;
  publishDate: string;
  quoteEndTime: string;
  evaluationMethod: string;
  qualification?: string;
  status: string;
  reason?: string;
  packageCount: number;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface SchemeHistoryView {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  reason?: string;
  actorName: string;
  at: string;
}

export interface SchemeProjectView {
  id: string;
  projectCode: string;
  name: string;
  status: string;
  packageId: string;
}

export interface SchemePackageView extends PackageSummaryView {
  lines: AssignLineView[];
}

export interface SchemeView extends SchemeSummaryView {
  packages: SchemePackageView[];
  history: SchemeHistoryView[];
  projects: SchemeProjectView[];
}

export interface SchemePageResult extends PageResult<SchemeSummaryView> {
  statusCounts: Record<string, number>;
}

export interface SchemeCandidates {
  packages: PackageSummaryView[];
  /** Agency organisations the scheme may name. */
  agencies: { id: string; name: string }[];
}

/** What a tender project shows of the scheme it was executed from (read-only). */
export interface ProjectSchemeLink {
  schemeId: string;
  schemeCode: string;
  schemeName: string;
  packageId: string;
  packageCode: string;
  packageName: string;
  evaluationMethod?: string;
  agencyName?: string;
  lines: {
    id: string;
    planTitle: string;
    lineNo: number;
    materialName: string;
    quantity: string;
    amount: string;
  }[];
}
