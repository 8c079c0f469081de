import type { PlanLineView, PlanSaveInput, PlanView } from '@/shared/contracts/plans';
import { wanToYuan, yuanToWan } from '@/shared/rules/plan-money';

/** One line as the form holds it: strings as typed, the unit price in 10,000 yuan. */
export interface PlanLineValues {
  /** The saved line's id; '' for a new line. */
  lineId: string;
  categoryCode: string;
  materialId: string;
  materialName: string;
  specification: string;
  quantity: string;
  unitCode: string;
  unitPriceWan: string;
  deliveryDate: string;
  deliveryPlace: string;
  purpose: string;
  budgetSource: string;
  /** The construction project the line is for ('' for none). */
  constructionProjectId: string;
  overPlanReason: string;
  remark: string;
}

export interface PlanFormValues {
  departId: string;
  departName: string;
  year: string;
  title: string;
  periodStart: string;
  periodEnd: string;
  remark: string;
  /** The version the edit started from (optimistic concurrency); '' for a new plan. */
  version: string;
  lines: PlanLineValues[];
}

export const LINE_TEXT_FIELDS = [
  'lineId',
  'categoryCode',
  'materialId',
  'materialName',
  'specification',
  'quantity',
  'unitCode',
  'unitPriceWan',
  'deliveryDate',
  'deliveryPlace',
  'purpose',
  'budgetSource',
  'constructionProjectId',
  'overPlanReason',
  'remark',
] as const satisfies readonly (keyof PlanLineValues)[];

const HEADER_FIELDS = [
  'departId',
  'departName',
  'year',
  'title',
  'periodStart',
  'periodEnd',
  'remark',
  'version',
] as const satisfies readonly (keyof PlanFormValues)[];

export function emptyLine(): PlanLineValues {
  const line = {} as PlanLineValues;
  for (const field of LINE_TEXT_FIELDS) line[field] = '';
  return line;
}

export function emptyPlanValues(depart: { id: string; name: string }, year: number): PlanFormValues {
  return {
    departId: depart.id,
    departName: depart.name,
    year: String(year),
    title: '',
    periodStart: '',
    periodEnd: '',
    remark: '',
    version: '',
    lines: [emptyLine()],
  };
}

function lineToValues(line: PlanLineView): PlanLineValues {
  return {
    lineId: line.id,
    categoryCode: line.categoryCode ?? '',
    materialId: line.materialId ?? '',
    materialName: line.materialName,
    specification: line.specification ?? '',
    quantity: line.quantity,
    unitCode: line.unitCode,
    unitPriceWan: yuanToWan(line.unitPrice) ?? line.unitPrice,
    deliveryDate: line.deliveryDate ?? '',
    deliveryPlace: line.deliveryPlace ?? '',
    purpose: line.purpose ?? '',
    budgetSource: line.budgetSource ?? '',
    constructionProjectId: line.constructionProjectId ?? '',
    overPlanReason: line.overPlanReason ?? '',
    remark: line.remark ?? '',
  };
}

export function planToValues(plan: PlanView): PlanFormValues {
  return {
    departId: plan.departId,
    departName: plan.departName,
    year: String(plan.year),
    title: plan.title,
    periodStart: plan.periodStart ?? '',
    periodEnd: plan.periodEnd ?? '',
    remark: plan.remark ?? '',
    version: String(plan.version),
    lines: plan.lines.map(lineToValues),
  };
}

/** Marks a unit price that is not a whole number of cents in yuan, so the shared schema names it. */
const BAD_AMOUNT = 'x';
const optional = (s: string) => (s.trim() ? s.trim() : undefined);

/** The save request of the form: 10,000s become yuan exactly (only the decimal point moves). */
export function toSaveInput(values: PlanFormValues, planType: string, id: string | undefined): PlanSaveInput {
  const input: PlanSaveInput = {
    planType,
    departId: values.departId,
    year: values.year,
    title: values.title,
    periodStart: optional(values.periodStart),
    periodEnd: optional(values.periodEnd),
    remark: optional(values.remark),
    lines: values.lines.map((line) => ({
      ...(line.lineId ? { id: line.lineId } : {}),
      categoryCode: optional(line.categoryCode),
      materialId: optional(line.materialId),
      materialName: line.materialName,
      specification: optional(line.specification),
      quantity: line.quantity,
      unitCode: line.unitCode,
      unitPrice: line.unitPriceWan.trim() ? (wanToYuan(line.unitPriceWan) ?? BAD_AMOUNT) : '',
      deliveryDate: optional(line.deliveryDate),
      deliveryPlace: optional(line.deliveryPlace),
      purpose: optional(line.purpose),
      budgetSource: optional(line.budgetSource),
      constructionProjectId: optional(line.constructionProjectId),
      overPlanReason: optional(line.overPlanReason),
      remark: optional(line.remark),
    })),
  };
  if (id) input.id = id;
  if (values.version) input.version = Number(values.version);
  return input;
}

const pickStrings = <T extends object>(target: T, source: unknown, fields: readonly (keyof T)[]): T => {
  if (!source || typeof source !== 'object') return target;
  for (const field of fields) {
    const value = (source as Record<string, unknown>)[field as string];
    if (typeof value === 'string') (target as Record<string, unknown>)[field as string] = value;
  }
  return target;
};

/**
 * A stored draft laid over the form's starting values: only known fields, only strings, so an older
 * app version's draft cannot put anything else in the form.
 */
export function mergePlanDraft(base: PlanFormValues, draft: unknown): PlanFormValues {
  const merged = pickStrings({ ...base }, draft, HEADER_FIELDS);
  const lines = (draft as { lines?: unknown } | null)?.lines;
  if (Array.isArray(lines) && lines.length > 0) {
    merged.lines = lines.map((line) => pickStrings(emptyLine(), line, LINE_TEXT_FIELDS));
  }
  return merged;
}

/** The drafts' formId (the sync centre opens them by it). */
export const PLAN_FORM_ID = 'plan';
const NEW = 'new';

/** The draft key (and outbox entity) of a new plan of a kind, or of one plan. */
export const planDraftKey = (planType: string, id: string | undefined) =>
  `${PLAN_FORM_ID}:${planType}:${id ?? NEW}`;

/** The kind and plan a plan draft belongs to (no id for a new plan's draft). */
export function planOfPlanDraft(draftKey: string): { planType: string; id?: string } | undefined {
  const [form, planType, id] = draftKey.split(':');
  if (form !== PLAN_FORM_ID || !planType) return undefined;
  return id && id !== NEW ? { planType, id } : { planType };
}
