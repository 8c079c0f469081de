import { z } from 'zod';
import { CRITERION_KIND, PRICE_METHOD } from '@/shared/codes/project-rules';
import { EVALUATION_METHOD } from '@/shared/codes/plans';
import { toBusinessInstant } from '@/shared/contracts/business-time-field';
import { choice, lineText, optionalText, text } from '@/shared/contracts/profile-common';
import { weightHundredths, weightsAddUpTo100 } from '@/shared/rules/rule-weights';
import { yuanToCents } from '@/shared/rules/plan-money';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';

/**
 * Contracts of a tender project's rules and notice (issue 16; design note sections 1-3). Amounts are
 * yuan decimal text (2 places), weights decimal text summed exactly (rule-weights.ts). Messages are i18n
 * keys of the `project-rules` or `validation` namespace; the server checks the same schemas and adds
 * what needs the project (question end before the quote end, signup start before the signup end).
 */
export const PROJECT_RULES_MESSAGES = {
  weightsNot100: 'project-rules:validation.weightsNot100',
  scoreCriteriaRequired: 'project-rules:validation.scoreCriteriaRequired',
  weightRequired: 'project-rules:validation.weightRequired',
  maxPointsRequired: 'project-rules:validation.maxPointsRequired',
  feeAmountRequired: 'project-rules:validation.feeAmountRequired',
  bailAmountRequired: 'project-rules:validation.bailAmountRequired',
  amountPositive: 'project-rules:validation.amountPositive',
  questionEndAfterQuoteEnd: 'project-rules:validation.questionEndAfterQuoteEnd',
  questionEndBeforeSignupStart: 'project-rules:validation.questionEndBeforeSignupStart',
  signupStartAfterSignupEnd: 'project-rules:validation.signupStartAfterSignupEnd',
  minValidOffers: 'project-rules:validation.minValidOffers',
  noticeEmpty: 'project-rules:validation.noticeEmpty',
  returnReasonRequired: 'project-rules:validation.returnReasonRequired',
} as const;

export interface RuleCriterion {
  id: string;
  name: string;
  kind: 'score' | 'pass';
  maxPoints: string | null;
  weight: string | null;
}

export interface ProjectRulesView {
  projectId: string;
  /** The project's TENDER_METHOD (copied for convenience). */
  tenderMethod: string;
  /** EVALUATION_METHOD from src/shared/codes/plans.ts ('00' lowest price, '01' cost-performance). */
  evaluationMethod: string;
  /** PRICE_METHOD from src/shared/codes/project-rules.ts. */
  priceMethod: string;
  /** 'score' weights add up to exactly 100 (decimal text). */
  criteria: RuleCriterion[];
  qualification: string;
  /** Decimal text (yuan, 2 places); null = no bail. */
  bailAmount: string | null;
  /** Decimal text; null = documents free. */
  documentFee: string | null;
  /** Default 3. */
  minValidOffers: number;
  /** ISO UTC; signup END stays on the project (signupEndTime). */
  signupStartTime: string;
  /** ISO UTC, before the quote end. */
  questionEndTime: string;
  /** Sanitized HTML (sanitize-html on the server). */
  noticeTitle: string | null;
  noticeHtml: string | null;
  /** 0 before any amendment. */
  amendmentVersion: number;
  updatedAt: string;
}

/** One amendment of a published project (design note section 3), newest first in lists. */
export interface ProjectAmendmentView {
  id: string;
  projectId: string;
  version: number;
  /** What changed: 'rules' fields, 'notice', 'documents' (upload/remove with the file name), 'clarification' (its title). */
  summary: { what: 'rules' | 'notice' | 'documents' | 'clarification'; fields?: string[]; detail?: string };
  oldQuoteEndTime: string;
  newQuoteEndTime: string;
  /** Offerers written to (confirm or resend). */
  lettersSent: number;
  byUserId: string;
  byName: string;
  at: string;
}

/** The buyer side's read: the rules (null before the first save) and the notice (may come first). */
export interface ProjectRulesEditView {
  rules: ProjectRulesView | null;
  noticeTitle: string | null;
  noticeHtml: string | null;
  amendmentVersion: number;
}

/** What the rules and notice screens answer after a save: the rules and, for an amendment, the amendment. */
export interface ProjectRulesSaveResult {
  rules: ProjectRulesEditView;
  amendment: ProjectAmendmentView | null;
}

/** The notice of a published project as suppliers see it (with the public rules). */
export interface ProjectNoticePublicView {
  projectId: string;
  projectCode: string;
  projectName: string;
  departName: string;
  noticeTitle: string;
  noticeHtml: string;
  publishedAt: string | null;
  signupStartTime: string | null;
  signupEndTime: string;
  questionEndTime: string | null;
  quoteEndTime: string;
  documentFee: string | null;
  bailAmount: string | null;
  amendmentVersion: number;
}

const id = z.string({ error: M.required }).trim().min(1, { error: M.required }).max(64);
const dateTimeInput = (zone: string) =>
  z.string({ error: M.required }).trim().min(1, { error: M.required }).transform(toBusinessInstant(zone));
const values = (o: Record<string, string>) => Object.values(o) as [string, ...string[]];

/** Optional decimal text; '' and null mean absent. */
const optionalDecimal = (valid: (s: string) => boolean) =>
  z
    .union([z.string(), z.null()], { error: M.amountText })
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || valid(v), { error: M.amount });

const isMoney = (s: string) => yuanToCents(s) !== undefined;
const isWeight = (s: string) => weightHundredths(s) !== undefined;

export const ruleCriterionSchema = z
  .object({
    id: z.string().trim().max(64).optional(),
    name: lineText(100),
    kind: z.enum([CRITERION_KIND.SCORE, CRITERION_KIND.PASS], { error: M.select }),
    maxPoints: optionalDecimal(isWeight),
    weight: optionalDecimal(isWeight),
  })
  .refine((c) => c.kind !== CRITERION_KIND.SCORE || c.maxPoints !== null, {
    error: PROJECT_RULES_MESSAGES.maxPointsRequired,
    path: ['maxPoints'],
  })
  .refine((c) => c.kind !== CRITERION_KIND.SCORE || c.weight !== null, {
    error: PROJECT_RULES_MESSAGES.weightRequired,
    path: ['weight'],
  });

const positive = (s: string | null) => s === null || (yuanToCents(s) ?? 0n) > 0n;

/**
 * Save the rules of a project; times without a zone are read in the business zone `zone`. A fee or bail
 * switched on needs its amount (named by its field); score weights add up to exactly 100, and the
 * cost-performance method needs score criteria.
 */
export const projectRulesSaveSchema = (zone: string) =>
  z
    .object({
      projectId: id,
      evaluationMethod: choice(values(EVALUATION_METHOD)),
      priceMethod: choice(values(PRICE_METHOD)),
      criteria: z.array(ruleCriterionSchema, { error: M.invalid }).max(50, { error: M.invalid }),
      qualification: optionalText(4000),
      hasBail: z.boolean({ error: M.select }),
      bailAmount: optionalDecimal(isMoney),
      hasDocumentFee: z.boolean({ error: M.select }),
      documentFee: optionalDecimal(isMoney),
      minValidOffers: z.coerce
        .number({ error: PROJECT_RULES_MESSAGES.minValidOffers })
        .int({ error: PROJECT_RULES_MESSAGES.minValidOffers })
        .min(1, { error: PROJECT_RULES_MESSAGES.minValidOffers })
        .max(99, { error: PROJECT_RULES_MESSAGES.minValidOffers }),
      signupStartTime: dateTimeInput(zone),
      questionEndTime: dateTimeInput(zone),
    })
    .refine((r) => !r.hasDocumentFee || r.documentFee !== null, {
      error: PROJECT_RULES_MESSAGES.feeAmountRequired,
      path: ['documentFee'],
    })
    .refine((r) => positive(r.documentFee), {
      error: PROJECT_RULES_MESSAGES.amountPositive,
      path: ['documentFee'],
    })
    .refine((r) => !r.hasBail || r.bailAmount !== null, {
      error: PROJECT_RULES_MESSAGES.bailAmountRequired,
      path: ['bailAmount'],
    })
    .refine((r) => positive(r.bailAmount), {
      error: PROJECT_RULES_MESSAGES.amountPositive,
      path: ['bailAmount'],
    })
    .refine(
      (r) =>
        r.evaluationMethod !== EVALUATION_METHOD.COST_PERFORMANCE ||
        r.criteria.some((c) => c.kind === CRITERION_KIND.SCORE),
      { error: PROJECT_RULES_MESSAGES.scoreCriteriaRequired, path: ['criteria'] },
    )
    .refine(
      (r) =>
        weightsAddUpTo100(r.criteria.filter((c) => c.kind === CRITERION_KIND.SCORE).map((c) => c.weight)),
      { error: PROJECT_RULES_MESSAGES.weightsNot100, path: ['criteria'] },
    )
    .refine((r) => Date.parse(r.signupStartTime) < Date.parse(r.questionEndTime), {
      error: PROJECT_RULES_MESSAGES.questionEndBeforeSignupStart,
      path: ['questionEndTime'],
    });
export type ProjectRulesSave = z.output<ReturnType<typeof projectRulesSaveSchema>>;

/** The notice: a title and rich text (HTML, cleaned by the server before it is stored). */
export const projectNoticeSaveSchema = z.object({
  projectId: id,
  title: lineText(200),
  html: text(200_000),
});
export type ProjectNoticeSave = z.output<typeof projectNoticeSaveSchema>;

export const projectRulesIdSchema = z.object({ projectId: id });
