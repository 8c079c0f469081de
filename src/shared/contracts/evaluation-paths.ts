import { EVALUATION_STEP, type EvaluationStep } from '@/shared/codes/evaluation';

/**
 * Evaluation steps, criteria and the experts' score sheets (issue 19; spec 001 sections 2.9 and 2.11,
 * design note section 5): API paths (under the API prefix), the function codes the routes check and the
 * client routes. Zod-free so screens and menus can name them without loading the schemas.
 */
const BASE = '/bid-procurement/evaluation';

export const EVALUATION_PATHS = {
  /** Buyer side: the project's evaluation set-up (config, steps, criteria) and whether it is locked. */
  setup: `${BASE}/setup`,
  /** Buyer side: step 2, the steps in order and the price method with its weight. */
  saveSteps: `${BASE}/save-steps`,
  /** Buyer side: step 3, every step's criteria (replaces them). */
  saveCriteria: `${BASE}/save-criteria`,
  /** Buyer side: which expert has submitted which step (never scores). */
  progress: `${BASE}/progress`,
  /** Expert: the drive of a committee project (set-up, my task, the opened offers, progress). */
  drive: `${BASE}/drive`,
  /** Expert (the leader): starts the review, tasks 02 -> 03. */
  startReview: `${BASE}/start-review`,
  /** Expert: my own sheet of a step (null until submitted). */
  mySheet: `${BASE}/my-sheet`,
  /** Expert: submits my sheet of a step (judged against the step's state). */
  submitSheet: `${BASE}/submit-sheet`,
} as const;

/** Function codes (menu codes) the routes check; the menu seed grants them. */
export const EVALUATION_FUNCTIONS = {
  buyer: 'procurement-procurementDocumentsPurchase',
  expert: 'procurement-evaluationLobbyDrive',
} as const;

/** Client routes. */
export const EVALUATION_ROUTES = {
  buyerHub: '/procurement/procurementDocumentsPurchase',
  setSteps: '/procurement/setEvaluationSteps',
  indicators: '/procurement/reviewIndicator',
  buyerOrders: '/procurement/evaluationResults/evaluationOrders',
  buyerPreliminary: '/procurement/evaluationResults/preliminaryReview',
  drive: '/procurement/evaluationLobbyDrive',
  startReview: '/procurement/evaluationLobbyDrive/expertStartReview',
  orders: '/procurement/evaluationLobbyDrive/evaluationOrders',
} as const;

/** The expert's sheet screen of each step (the price step is scored by its method: helper G's screens). */
export const SHEET_ROUTES: Readonly<Partial<Record<EvaluationStep, string>>> = {
  [EVALUATION_STEP.COMPLIANCE]: '/procurement/evaluationLobbyDrive/complianceReviewAdd',
  [EVALUATION_STEP.COMMERCIAL_TECHNICAL]: '/procurement/evaluationLobbyDrive/commercialTechnicalAdd',
  [EVALUATION_STEP.BUSINESS]: '/procurement/evaluationLobbyDrive/commercialReviewAdd',
  [EVALUATION_STEP.ECONOMIC]: '/procurement/evaluationLobbyDrive/technicalReviewAdd',
  [EVALUATION_STEP.RISK]: '/procurement/evaluationLobbyDrive/riskAdd',
  [EVALUATION_STEP.EMPLOYMENT]: '/procurement/evaluationLobbyDrive/employmentAdd',
  [EVALUATION_STEP.LOCALIZED]: '/procurement/evaluationLobbyDrive/localizedAdd',
};
