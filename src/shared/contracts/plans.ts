import { z } from 'zod';
import { PLAN_TYPE } from '@/shared/codes/constants';
import { PLAN_STATUS } from '@/shared/codes/plans';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import {
  choice,
  isCalendarDate,
  lineText,
  optionalLineText,
  optionalText,
} from '@/shared/contracts/profile-common';
import { isValidQuantity, lineAmountCents, yuanToCents } from '@/shared/rules/plan-money';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { amountSchema } from '@/shared/validation/rules';

/**
 * Contracts of plans (issue 15; design note section 7). A plan is a document of one kind (purchase,
 * annual, simulated-quantity) for one department and year, holding many lines; it is submitted and
 * approved as a whole, and after approval each line moves on alone (allocated, packaged, in a scheme,
 * procured). Amounts travel as yuan decimal strings; forms enter 10,000s and convert (plan-money.ts).
 * Every message is an i18n key; the server checks the same schemas.
 */
export const PLAN_MESSAGES = {
  quantity: 'plan:validation.quantity',
  lineAmount: 'plan:validation.lineAmount',
  linesRequired: 'plan:validation.linesRequired',
  tooManyLines: 'plan:validation.tooManyLines',
  date: 'plan:validation.date',
  year: 'plan:validation.year',
  reasonRequired: 'plan:validation.reasonRequired',
  overPlanReasonRequired: 'plan:validation.overPlanReasonRequired',
} as const;

/** A spreadsheet import of at least 5,000 rows must fit in one plan. */
export const PLAN_MAX_LINES = 5000;
export const PLAN_YEAR_MIN = 2000;
export const PLAN_YEAR_MAX = 2100;

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const PLAN_TYPES = Object.values(PLAN_TYPE) as [string, ...string[]];

const quantity = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine(isValidQuantity, { error: PLAN_MESSAGES.quantity });

const optionalDate = z
  .string()
  .trim()
  .optional()
  .refine((s) => !s || isCalendarDate(s), { error: PLAN_MESSAGES.date })
  .transform((s) => s || undefined);

const year = z.coerce
  .number({ error: PLAN_MESSAGES.year })
  .int({ error: PLAN_MESSAGES.year })
  .min(PLAN_YEAR_MIN, { error: PLAN_MESSAGES.year })
  .max(PLAN_YEAR_MAX, { error: PLAN_MESSAGES.year });

/**
 * One line: a catalogue item (category + item) or, for works and services, free text; quantity in a
 * measureUnit; the unit price in yuan. The line amount is the server's product of the two, never the
 * client's.
 */
export const planLineSchema = z
  .object({
    id: id.optional(),
    categoryCode: optionalLineText(64),
    materialId: optionalLineText(64),
    materialName: lineText(200),
    specification: optionalText(500),
    quantity,
    unitCode: lineText(32),
    unitPrice: amountSchema,
    deliveryDate: optionalDate,
    deliveryPlace: optionalLineText(200),
    purpose: optionalText(500),
    budgetSource: optionalLineText(100),
    constructionProjectId: id.optional(),
    overPlanReason: optionalText(500),
    remark: optionalText(500),
  })
  .refine((line) => lineAmountCents(line.quantity, line.unitPrice) !== undefined, {
    error: PLAN_MESSAGES.lineAmount,
    path: ['unitPrice'],
  });
export type PlanLine = z.output<typeof planLineSchema>;

/** Create (no id) or change a draft or a rejected plan (id). */
export const planSaveSchema = z.object({
  id: id.optional(),
  planType: choice(PLAN_TYPES),
  departId: id,
  year,
  title: lineText(100),
  /** Simulated-quantity plans (02) cover a period rather than a year. */
  periodStart: optionalDate,
  periodEnd: optionalDate,
  remark: optionalText(1000),
  /** The version the change was made on (PlanView.version); a newer one on the server refuses it. */
  version: z.coerce
    .number({ error: M.invalid })
    .int({ error: M.invalid })
    .positive({ error: M.invalid })
    .optional(),
  lines: z
    .array(planLineSchema)
    .min(1, { error: PLAN_MESSAGES.linesRequired })
    .max(PLAN_MAX_LINES, { error: PLAN_MESSAGES.tooManyLines }),
});
export type PlanSaveInput = z.input<typeof planSaveSchema>;
export type PlanSave = z.output<typeof planSaveSchema>;

export const PLAN_ACTIONS = ['submit', 'withdraw', 'approve', 'reject', 'cancel'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** Rejection and cancellation name their reason. */
export const planTransitionSchema = z
  .object({
    id,
    action: z.enum(PLAN_ACTIONS, { error: M.select }),
    reason: optionalText(500),
    /** Optional: when given, a plan changed since (another version) refuses the move. */
    version: z.coerce
      .number({ error: M.invalid })
      .int({ error: M.invalid })
      .positive({ error: M.invalid })
      .optional(),
  })
  .refine((t) => (t.action !== 'reject' && t.action !== 'cancel') || (t.reason ?? '').trim() !== '', {
    error: PLAN_MESSAGES.reasonRequired,
    path: ['reason'],
  });

const PLAN_STATUSES = Object.values(PLAN_STATUS) as [string, ...string[]];
const optionalAmount = z
  .string()
  .trim()
  .optional()
  .refine((s) => !s || yuanToCents(s) !== undefined, { error: M.amount })
  .transform((s) => s || undefined);

/** The plan query of every list: by kind, year, department, category, status and amount range. */
export const planPageSchema = z.object({
  ...pageQueryShape,
  planType: choice(PLAN_TYPES),
  keyword: searchText(100),
  year: year.optional(),
  departId: id.optional(),
  categoryCode: optionalLineText(64),
  status: z.enum(PLAN_STATUSES, { error: M.select }).optional(),
  amountMin: optionalAmount,
  amountMax: optionalAmount,
});
export type PlanPageQuery = z.output<typeof planPageSchema>;

export interface PlanLineView extends Omit<PlanLine, 'id'> {
  id: string;
  /** Yuan, two decimals: quantity x unit price. */
  amount: string;
  status: string;
  /** Set when the line is over its year's annual envelope. */
  overPlan: boolean;
  packageId?: string;
  schemeId?: string;
  tenderProjectIds: string[];
}

export interface PlanView {
  id: string;
  planType: string;
  departId: string;
  departName: string;
  orgId: string;
  year: number;
  title: string;
  periodStart?: string;
  periodEnd?: string;
  remark?: string;
  status: string;
  /** Yuan, two decimals: the exact sum of the lines. */
  totalAmount: string;
  authorId: string;
  authorName: string;
  rejectReason?: string;
  createdAt: string;
  updatedAt: string;
  /** Optimistic concurrency: a save names the version it edited. */
  version: number;
  lines: PlanLineView[];
  /** Every status move, oldest first. */
  history: PlanHistoryView[];
  /** The tender projects created for its lines (their packages' schemes executed), by code. */
  tenderProjects: PlanTenderProjectView[];
}

/** A tender project created for some lines of a plan (PlanLineView.tenderProjectIds name it). */
export interface PlanTenderProjectView {
  id: string;
  projectCode: string;
  name: string;
  status: string;
}

/** One status move of a plan (who, when, from, to, why). */
export interface PlanHistoryView {
  id: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  reason?: string;
  actorId: string;
  actorName: string;
  at: string;
}

/** A row of the plan lists: the plan without its lines and history. */
export interface PlanSummaryView extends Omit<PlanView, 'lines' | 'history' | 'tenderProjects'> {
  lineCount: number;
  /** Some line is over its year's annual envelope (shown in red). */
  overPlan: boolean;
}

/** The plan page with the counts per status of the same filters (the status tabs; status itself ignored). */
export interface PlanPageResult extends PageResult<PlanSummaryView> {
  statusCounts: Record<string, number>;
}

export const planIdSchema = z.object({ id });

/** A new draft holding the plan's lines; the title defaults to the copied plan's. */
export const planCopySchema = z.object({ id, title: optionalLineText(100) });

export const PLAN_CONFIG_MESSAGES = {
  planTypesRequired: 'plan:validation.planTypesRequired',
} as const;

/** getPlanConfig?departId (spec 000 section 7.3). */
export const planConfigQuerySchema = z.object({ departId: id });

/** Per department: the plan kinds it compiles, whether approval is needed, above which amount the leader approves. */
export const planConfigSaveSchema = z.object({
  departId: id,
  planTypes: z
    .array(choice(PLAN_TYPES))
    .min(1, { error: PLAN_CONFIG_MESSAGES.planTypesRequired })
    .max(10, { error: M.invalid })
    .transform((types) => [...new Set(types)].sort()),
  approvalRequired: z.boolean({ error: M.select }),
  leaderThreshold: optionalAmount,
});
export type PlanConfigSaveInput = z.input<typeof planConfigSaveSchema>;
export type PlanConfigSave = z.output<typeof planConfigSaveSchema>;

export const planConfigPageSchema = z.object({ ...pageQueryShape, keyword: searchText(100) });

export interface PlanConfigView {
  departId: string;
  departName: string;
  planTypes: string[];
  approvalRequired: boolean;
  /** Yuan, two decimals: plans above it go to the leader (another user than the author). */
  leaderThreshold?: string;
  /** False: no configuration saved, these are the defaults (every kind, approval needed). */
  configured: boolean;
  updatedAt?: string;
}
