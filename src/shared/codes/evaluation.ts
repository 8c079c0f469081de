type ValueOf<T> = T[keyof T];

/**
 * Review steps a project's evaluation may run (setEvaluationSteps, design note section 5), in the order
 * the buyer configures. Sign-in and leader election always come first and are not steps here; the
 * winning-candidate step always comes last. The compliance step is pass/fail; the others hold criteria
 * that are scored (0..max points) or pass/fail; the price step has no criteria (the price method and its
 * weight score it).
 */
export const EVALUATION_STEP = {
  COMPLIANCE: 'compliance',
  BUSINESS: 'business',
  ECONOMIC: 'economic',
  RISK: 'risk',
  EMPLOYMENT: 'employment',
  LOCALIZED: 'localized',
  COMMERCIAL_TECHNICAL: 'commercialTechnical',
  PRICE: 'price',
} as const;
export type EvaluationStep = ValueOf<typeof EVALUATION_STEP>;
export const EVALUATION_STEPS: readonly EvaluationStep[] = Object.values(EVALUATION_STEP);

/** The price method of a project (design note section 5). */
export const PRICE_METHOD = {
  LOWEST: 'lowest',
  COST_PERFORMANCE: 'costPerformance',
} as const;
export type PriceMethod = ValueOf<typeof PRICE_METHOD>;

/** A criterion is scored between 0 and its maximum points, or passed/failed (a fail needs a reason). */
export const CRITERION_KIND = {
  SCORE: 'score',
  PASS: 'pass',
} as const;
export type CriterionKind = ValueOf<typeof CRITERION_KIND>;

/** A step of a project's evaluation: open for the experts' sheets, then summarised by the leader. */
export const EVALUATION_STEP_STATUS = {
  OPEN: '00',
  SUMMARISED: '01',
} as const;
