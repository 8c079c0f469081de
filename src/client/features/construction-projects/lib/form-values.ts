import { z } from 'zod';
import {
  CONSTRUCTION_MESSAGES,
  type ConstructionProjectView,
  constructionProjectFields,
} from '@/shared/contracts/construction-projects';
import { wanToYuan, yuanToWan } from '@/shared/rules/plan-money';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/** What the form holds: strings as the inputs give them; the investment in 10,000 yuan. */
export interface ConstructionFormValues {
  code: string;
  name: string;
  ownerOrgName: string;
  region: string;
  /** 10,000 yuan (spec 000 section 9: forms enter money in 10,000s). */
  investment: string;
  startDate: string;
  endDate: string;
  approvalDocNo: string;
  remark: string;
}

export const CONSTRUCTION_FORM_FIELDS = [
  'code',
  'name',
  'ownerOrgName',
  'region',
  'investment',
  'startDate',
  'endDate',
  'approvalDocNo',
  'remark',
] as const;

export const INVESTMENT_WAN_MESSAGE = 'construction:validation.investmentWan';

/** Investment typed in 10,000s, sent as yuan (the decimal point moves, nothing is rounded). */
const investmentWan = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .refine((s) => wanToYuan(s) !== undefined, { error: INVESTMENT_WAN_MESSAGE })
  .transform((s) => wanToYuan(s) ?? '');

/** The shared save contract with the investment read in 10,000s; its output is the save request. */
export const constructionFormSchema = z
  .object({ ...constructionProjectFields, investment: investmentWan })
  .refine((p) => p.endDate >= p.startDate, {
    error: CONSTRUCTION_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });

export function emptyConstructionValues(): ConstructionFormValues {
  return {
    code: '',
    name: '',
    ownerOrgName: '',
    region: '',
    investment: '',
    startDate: '',
    endDate: '',
    approvalDocNo: '',
    remark: '',
  };
}

export function constructionToValues(p: ConstructionProjectView): ConstructionFormValues {
  return {
    code: p.code,
    name: p.name,
    ownerOrgName: p.ownerOrgName,
    region: p.region,
    investment: yuanToWan(p.investment) ?? '',
    startDate: p.startDate,
    endDate: p.endDate,
    approvalDocNo: p.approvalDocNo ?? '',
    remark: p.remark ?? '',
  };
}

/** The drafts' formId: the form is kept on the device while typed (useDraft). */
export const CONSTRUCTION_FORM_ID = 'constructionProject';

/** The draft key of a new project or of one saved project. */
export function constructionDraftKey(id: string | undefined): string {
  return `${CONSTRUCTION_FORM_ID}:${id ?? 'new'}`;
}

/** A stored draft laid over the form's values: only known fields, only strings. */
export function mergeConstructionDraft(base: ConstructionFormValues, draft: unknown): ConstructionFormValues {
  if (!draft || typeof draft !== 'object') return base;
  const merged = { ...base };
  for (const field of CONSTRUCTION_FORM_FIELDS) {
    const value = (draft as Record<string, unknown>)[field];
    if (typeof value === 'string') merged[field] = value;
  }
  return merged;
}
