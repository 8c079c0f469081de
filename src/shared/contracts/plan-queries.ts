import { z } from 'zod';
import { PLAN_STATUS } from '@/shared/codes/plans';
import { type PageResult, pageQueryShape, searchText } from '@/shared/contracts/page-query';
import { choice, optionalLineText } from '@/shared/contracts/profile-common';
import type { PlanLine } from '@/shared/contracts/plans';
import { PLAN_YEAR_MAX, PLAN_YEAR_MIN } from '@/shared/contracts/plans';
import { yuanToCents } from '@/shared/rules/plan-money';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Organisation-wide queries of plan LINES (yearplanQuery-list: annual plans; purchasePlanQuery-list:
 * purchase plans), their xlsx export, and the xlsx import of lines into the entry form (issue 15).
 */
export const PLAN_QUERY_TYPES = ['00', '01'] as const;

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const PLAN_STATUSES = Object.values(PLAN_STATUS) as [string, ...string[]];
const optionalAmount = z
  .string()
  .trim()
  .optional()
  .refine((s) => !s || yuanToCents(s) !== undefined, { error: M.amount })
  .transform((s) => s || undefined);
const year = z.coerce
  .number({ error: 'plan:validation.year' })
  .int({ error: 'plan:validation.year' })
  .min(PLAN_YEAR_MIN, { error: 'plan:validation.year' })
  .max(PLAN_YEAR_MAX, { error: 'plan:validation.year' });

/** The filters of a line query (and of its export). */
export const planLineFilterShape = {
  planType: choice(PLAN_QUERY_TYPES),
  keyword: searchText(100),
  year: year.optional(),
  departId: id.optional(),
  categoryCode: optionalLineText(64),
  status: z.enum(PLAN_STATUSES, { error: M.select }).optional(),
  amountMin: optionalAmount,
  amountMax: optionalAmount,
};
export const planLineFilterSchema = z.object(planLineFilterShape);
export type PlanLineFilter = z.output<typeof planLineFilterSchema>;

export const planLineQuerySchema = z.object({ ...pageQueryShape, ...planLineFilterShape });
export type PlanLineQuery = z.output<typeof planLineQuerySchema>;

/** One row of a line query: the line with its plan's facts. */
export interface PlanLineRowView {
  id: string;
  planId: string;
  planTitle: string;
  planStatus: string;
  year: number;
  departId: string;
  departName: string;
  lineNo: number;
  categoryCode?: string;
  materialName: string;
  specification?: string;
  quantity: string;
  unitCode: string;
  /** Yuan, two decimals. */
  unitPrice: string;
  amount: string;
  status: string;
  overPlan: boolean;
  deliveryDate?: string;
  createdAt: string;
}

/** The page, with the totals of every line the filters match (not just the page). */
export interface PlanLineQueryResult extends PageResult<PlanLineRowView> {
  totals: { lineCount: number; amount: string };
  /** The organisation's departments, for the department filter. */
  departments: { id: string; name: string }[];
}

/** The largest export in one file. */
export const PLAN_EXPORT_MAX_ROWS = 50_000;

/** An xlsx sent as base64 (the JSON body holds 2 MB: some 5,000+ lines). */
export const planImportSchema = z.object({
  fileBase64: z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .max(2_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: M.invalid }),
});

/** A refused row: the sheet row (1 = header) and the column's label in the user's language. */
export interface PlanImportError {
  row: number;
  column: string;
  message: string;
}

/** Either the lines (every row good) or the errors (nothing imported). */
export interface PlanImportResult {
  lines: PlanLine[];
  errors: PlanImportError[];
}

/** The material catalogue as planners read it (purchaseCatalogue-list): approved, enabled items. */
export const planCatalogueItemsSchema = z.object({
  ...pageQueryShape,
  /** Items of this category and of every category below it. */
  categoryId: searchText(64),
  /** Code or name contains it. */
  keyword: searchText(100),
});
