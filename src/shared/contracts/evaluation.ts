import { z } from 'zod';
import {
  CRITERION_KIND,
  EVALUATION_STEPS,
  type EvaluationStep,
  PRICE_METHOD,
} from '@/shared/codes/evaluation';
import { tenderIdField } from '@/shared/contracts/tenders';
import { VALIDATION_MESSAGES as M } from '@/shared/validation/messages';
import { maxLengthString } from '@/shared/validation/rules-common';

/**
 * Evaluation set-up and score sheets (issue 19; design note section 5). The buyer side chooses the
 * review steps in order, the price method and its weight (step 2), then each step's criteria (step 3):
 * scored from 0 to a maximum, or pass/fail. Each committee expert submits one sheet per step: a line per
 * criterion and opened offer, points as decimal text (at most 2 decimals), or passed with a reason on a
 * fail. The cross-field rules (weights adding to 100, ...) are in evaluation-rules.ts, shared by the
 * screens and the server.
 */
const id = tenderIdField;
/** Decimal text of at most 3 integer digits and 2 decimals ('12.5'); a JSON number is refused. */
export const pointsText = z
  .string({ error: (i) => (typeof i.input === 'number' ? M.amountText : M.required) })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: M.number });

const stepCode = z.enum(EVALUATION_STEPS as [EvaluationStep, ...EvaluationStep[]], { error: M.select });

export const evaluationProjectSchema = z.object({ projectId: id });
export const evaluationStepQuerySchema = z.object({ projectId: id, stepCode });

export const EVALUATION_NAME_MAX = 100;
export const EVALUATION_REASON_MAX = 500;
export const EVALUATION_CRITERIA_MAX = 200;

export const saveStepsSchema = z.object({
  projectId: id,
  priceMethod: z.enum([PRICE_METHOD.LOWEST, PRICE_METHOD.COST_PERFORMANCE], { error: M.select }),
  priceWeight: pointsText,
  steps: z.array(stepCode).min(1, { error: M.required }).max(EVALUATION_STEPS.length),
  /** The set-up's version the screen edited (optimistic lock); absent on a first save. */
  version: z.number().int().nonnegative().optional(),
});
export type SaveStepsInput = z.input<typeof saveStepsSchema>;

export const criterionInputSchema = z.object({
  stepCode,
  name: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required })
    .pipe(maxLengthString(EVALUATION_NAME_MAX, { singleLine: true })),
  kind: z.enum([CRITERION_KIND.SCORE, CRITERION_KIND.PASS], { error: M.select }),
  maxPoints: pointsText.nullish(),
});

export const saveCriteriaSchema = z.object({
  projectId: id,
  criteria: z.array(criterionInputSchema).max(EVALUATION_CRITERIA_MAX),
  version: z.number().int().nonnegative().optional(),
});
export type SaveCriteriaInput = z.input<typeof saveCriteriaSchema>;

export const sheetLineSchema = z.object({
  criterionId: id,
  offerId: id,
  points: pointsText.nullish(),
  passed: z.boolean().nullish(),
  reason: z.string().trim().pipe(maxLengthString(EVALUATION_REASON_MAX)).nullish(),
});
export type SheetLine = z.input<typeof sheetLineSchema>;

export const submitSheetSchema = z.object({
  projectId: id,
  stepCode,
  lines: z.array(sheetLineSchema).min(1, { error: M.required }).max(5000),
});

export interface EvaluationStepView {
  stepCode: EvaluationStep;
  seq: number;
  /** EVALUATION_STEP_STATUS. */
  status: string;
  summarisedAt: string | null;
}

export interface EvaluationCriterionView {
  id: string;
  stepCode: EvaluationStep;
  seq: number;
  name: string;
  kind: string;
  maxPoints: string | null;
}

export interface EvaluationSetup {
  projectId: string;
  priceMethod: string | null;
  priceWeight: string | null;
  steps: EvaluationStepView[];
  criteria: EvaluationCriterionView[];
  version: number;
}

/** The buyer's view: the set-up, the project and whether the evaluation has started (then locked). */
export interface BuyerEvaluationSetup extends EvaluationSetup {
  projectCode: string;
  projectName: string;
  projectStatus: string;
  locked: boolean;
}

export interface SheetProgress {
  expertUserId: string;
  expertName: string;
  submittedAt: string | null;
}

export interface StepProgress {
  stepCode: EvaluationStep;
  seq: number;
  status: string;
  experts: SheetProgress[];
}

export interface EvaluationProgress {
  projectId: string;
  projectCode: string;
  projectName: string;
  started: boolean;
  steps: StepProgress[];
}

/** An opened offer as the committee reviews it (the opened content as the opening recorded it). */
export interface ReviewOffer {
  id: string;
  supplierName: string;
  receivedAt: string;
  /** The opened offer's content (JSON text), kept on the device for review offline. */
  openedJson: string | null;
}

export interface ExpertDrive {
  project: { id: string; projectCode: string; name: string; status: string };
  setup: EvaluationSetup;
  /** My task's EXPERT_TASK_STATUS. */
  taskStatus: string;
  isLeader: boolean;
  leaderName: string | null;
  offers: ReviewOffer[];
  /** Per step: how many committee members have submitted, and whether I have. */
  steps: { stepCode: EvaluationStep; submitted: number; members: number; mine: boolean }[];
}

export interface SheetView {
  stepCode: EvaluationStep;
  submittedAt: string;
  lines: {
    criterionId: string;
    offerId: string;
    points: string | null;
    passed: boolean | null;
    reason: string | null;
  }[];
}
