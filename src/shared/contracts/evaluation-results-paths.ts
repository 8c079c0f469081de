/**
 * Evaluation results (issue 19; spec 001 sections 2.9 and 2.11, design note section 5): API paths (under the
 * API prefix), the function codes the routes check and the client routes. Zod-free so screens and menus can
 * name them without loading the schemas.
 */
const BASE = '/bid-procurement/evaluation-results';

export const EVALUATION_RESULT_PATHS = {
  /** Buyer side: projects of the organisation in evaluation or after it. */
  buyerProjects: `${BASE}/buyer-projects`,
  /** Buyer side: a project's steps, summaries (scores once summarised), ranking, candidates, report. */
  buyerOverview: `${BASE}/buyer-overview`,
  /** Buyer side: the report PDF (GET, `/:projectId`). */
  buyerReport: `${BASE}/buyer-report`,
  /** Expert: the same overview for a committee member (another expert's scores only once summarised). */
  expertOverview: `${BASE}/expert-overview`,
  /** Expert: the report PDF (GET, `/:projectId`). */
  expertReport: `${BASE}/expert-report`,
  /** Expert (leader): summarise a step (all sheets in, or the leader's decision with a note). */
  summarise: `${BASE}/summarise`,
  /** Expert (leader): scrap an offer with the reason (before the last step is summarised). */
  scrap: `${BASE}/scrap`,
  /** Expert: sign (confirm) the report. */
  sign: `${BASE}/sign`,
  /** Expert: projects whose report waits for the caller's signature. */
  pendingSignatures: `${BASE}/pending-signatures`,
} as const;

/** Function codes (menu codes) the routes check; the menu seed grants them. */
export const EVALUATION_RESULT_FUNCTIONS = {
  buyer: 'procurement-evaluationResults',
  expert: 'procurement-evaluationLobbyDrive-reportReview',
} as const;

const HUB = '/procurement/evaluationResults';
const DRIVE = '/procurement/evaluationLobbyDrive';

/** Client routes (menus point at them; the hub links its children). */
export const EVALUATION_RESULT_ROUTES = {
  hub: HUB,
  preliminaryReviewSummary: `${HUB}/preliminaryReviewSummary`,
  businessReview: `${HUB}/businessReview`,
  economicReview: `${HUB}/economicReview`,
  riskManagement: `${HUB}/riskManagement`,
  employmentAndAbility: `${HUB}/employmentAndAbility`,
  localizedProcurement: `${HUB}/localizedProcurement`,
  businessEconomicReview: `${HUB}/businessEconomicReview`,
  businessEconomicReviewSummary: `${HUB}/businessEconomicReviewSummary`,
  priceReview: `${HUB}/priceReview`,
  lowestPriceReview: `${HUB}/lowestPriceReview`,
  costPerformancePriceReview: `${HUB}/costPerformancePriceReview`,
  checkTheWinningCandidate: `${HUB}/checkTheWinningCandidate`,
  lowestPriceWinningCandidate: `${HUB}/lowestPriceWinningCandidate`,
  costPerformanceWinningCandidate: `${HUB}/costPerformanceWinningCandidate`,
  viewEvaluationReport: `${HUB}/viewEvaluationReport`,
  checkTheScrapBid: `${HUB}/checkTheScrapBid`,
  expertPriceReview: `${DRIVE}/priceReview`,
  expertLowestPriceReview: `${DRIVE}/lowestPriceReview`,
  expertCostPerformancePriceReview: `${DRIVE}/costPerformancePriceReview`,
  reportReview: `${DRIVE}/reportReview`,
  expertWinningCandidate: `${DRIVE}/winningCandidate`,
  expertLowestPriceWinningCandidate: `${DRIVE}/lowestPriceWinningCandidate`,
  expertCostPerformanceWinningCandidate: `${DRIVE}/costPerformanceWinningCandidate`,
} as const;
