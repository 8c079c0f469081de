import { CRITERION_KIND, EVALUATION_STEP, PRICE_METHOD } from '@/shared/codes/evaluation';

/**
 * The evaluation set-up's cross-field rules (design note section 5), the same on the screens and the
 * server. Points and weights are decimal text of at most 2 places, compared as integer hundredths so no
 * float ever rounds (33.33 + 33.33 + 33.34 is exactly 100). An issue names the field and a key of the
 * `evaluation` namespace's `errors` (with its interpolation values).
 */
export interface SetupIssue {
  field: string;
  key: string;
  vars?: Record<string, string | number>;
}

const POINTS = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '12.5' -> 1250; undefined when not plain decimal text of at most 3 + 2 digits. */
export function hundredths(text: string | null | undefined): number | undefined {
  const match = POINTS.exec((text ?? '').trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 -> '12.50'. */
export const hundredthsText = (h: number) => `${Math.trunc(h / 100)}.${String(h % 100).padStart(2, '0')}`;

/** Step 2: the price weight fits the method (lowest price: 0; cost-performance: above 0, below 100). */
export function checkSteps(input: {
  priceMethod: string;
  priceWeight: string;
  steps: readonly string[];
}): SetupIssue[] {
  const issues: SetupIssue[] = [];
  if (new Set(input.steps).size !== input.steps.length) issues.push({ field: 'steps', key: 'stepTwice' });
  if (input.steps.length === 0) issues.push({ field: 'steps', key: 'noSteps' });
  const weight = hundredths(input.priceWeight);
  if (weight === undefined) issues.push({ field: 'priceWeight', key: 'weightInvalid' });
  else if (input.priceMethod === PRICE_METHOD.LOWEST && weight !== 0)
    issues.push({ field: 'priceWeight', key: 'lowestNoWeight' });
  else if (input.priceMethod === PRICE_METHOD.COST_PERFORMANCE && (weight <= 0 || weight >= 10_000))
    issues.push({ field: 'priceWeight', key: 'weightRange' });
  return issues;
}

export interface CriterionDraft {
  stepCode: string;
  name: string;
  kind: string;
  maxPoints?: string | null | undefined;
}

/**
 * Step 3: every step but price has criteria, the price step none; the compliance step is pass/fail;
 * a scored criterion has a maximum above 0; names are unique in their step; with the lowest-price
 * method nothing is scored (the price ranks); with cost-performance the scored maxima and the price
 * weight add up to exactly 100.
 */
export function checkCriteria(
  setup: { priceMethod: string | null; priceWeight: string | null; steps: readonly string[] },
  criteria: readonly CriterionDraft[],
): SetupIssue[] {
  const issues: SetupIssue[] = [];
  const steps = new Set(setup.steps);
  const names = new Set<string>();
  let scored = 0;
  criteria.forEach((c, i) => {
    const field = `criteria.${i}`;
    if (!steps.has(c.stepCode)) issues.push({ field: `${field}.stepCode`, key: 'stepNotChosen' });
    else if (c.stepCode === EVALUATION_STEP.PRICE)
      issues.push({ field: `${field}.stepCode`, key: 'priceNoCriteria' });
    const nameKey = `${c.stepCode}\u0000${c.name.trim().toLowerCase()}`;
    if (names.has(nameKey)) issues.push({ field: `${field}.name`, key: 'nameTwice', vars: { name: c.name } });
    names.add(nameKey);
    if (c.kind === CRITERION_KIND.SCORE) {
      if (c.stepCode === EVALUATION_STEP.COMPLIANCE)
        issues.push({ field: `${field}.kind`, key: 'compliancePassOnly' });
      else if (setup.priceMethod === PRICE_METHOD.LOWEST)
        issues.push({ field: `${field}.kind`, key: 'lowestPassOnly' });
      const max = hundredths(c.maxPoints);
      if (max === undefined || max <= 0) issues.push({ field: `${field}.maxPoints`, key: 'maxInvalid' });
      else scored += max;
    }
  });
  for (const step of setup.steps) {
    if (step !== EVALUATION_STEP.PRICE && !criteria.some((c) => c.stepCode === step))
      issues.push({ field: 'criteria', key: 'stepWithoutCriteria', vars: { step } });
  }
  if (setup.priceMethod === PRICE_METHOD.COST_PERFORMANCE && issues.length === 0) {
    const total = scored + (hundredths(setup.priceWeight) ?? 0);
    if (total !== 10_000)
      issues.push({ field: 'criteria', key: 'weightsNot100', vars: { total: hundredthsText(total) } });
  }
  return issues;
}

export interface SheetCriterion {
  id: string;
  kind: string;
  maxPoints: string | null;
}

export interface SheetLineDraft {
  criterionId: string;
  offerId: string;
  points?: string | null | undefined;
  passed?: boolean | null | undefined;
  reason?: string | null | undefined;
}

/**
 * A sheet is complete: one line per criterion and offer, a scored line's points between 0 and the
 * criterion's maximum, a pass/fail line decided with a reason when failed.
 */
export function checkSheet(
  criteria: readonly SheetCriterion[],
  offerIds: readonly string[],
  lines: readonly SheetLineDraft[],
): SetupIssue[] {
  const issues: SetupIssue[] = [];
  const byKey = new Map<string, SheetLineDraft>();
  lines.forEach((line, i) => {
    const key = `${line.criterionId}/${line.offerId}`;
    if (byKey.has(key)) issues.push({ field: `lines.${i}`, key: 'lineTwice' });
    byKey.set(key, line);
  });
  const known = new Set(criteria.flatMap((c) => offerIds.map((o) => `${c.id}/${o}`)));
  lines.forEach((line, i) => {
    if (!known.has(`${line.criterionId}/${line.offerId}`))
      issues.push({ field: `lines.${i}`, key: 'lineUnknown' });
  });
  for (const c of criteria) {
    for (const offerId of offerIds) {
      const line = byKey.get(`${c.id}/${offerId}`);
      const field = `${c.id}/${offerId}`;
      if (!line) {
        issues.push({ field, key: 'lineMissing' });
        continue;
      }
      if (c.kind === CRITERION_KIND.SCORE) {
        const points = hundredths(line.points);
        const max = hundredths(c.maxPoints) ?? 0;
        if (points === undefined) issues.push({ field, key: 'pointsMissing' });
        else if (points > max)
          issues.push({ field, key: 'pointsAboveMax', vars: { max: c.maxPoints ?? '0' } });
      } else if (line.passed === null || line.passed === undefined) {
        issues.push({ field, key: 'passMissing' });
      } else if (!line.passed && !(line.reason ?? '').trim()) {
        issues.push({ field, key: 'reasonRequired' });
      }
    }
  }
  return issues;
}
