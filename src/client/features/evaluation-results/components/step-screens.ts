import { EVALUATION_RESULT_ROUTES as R } from '@/shared/contracts/evaluation-results-paths';

/** The buyer's summary screen of each review step (spec 2.9), in the order of the codes. */
export const STEP_SCREENS = [
  { step: 'compliance', path: R.preliminaryReviewSummary, key: 'preliminaryReviewSummary' },
  { step: 'business', path: R.businessReview, key: 'businessReview' },
  { step: 'economic', path: R.economicReview, key: 'economicReview' },
  { step: 'risk', path: R.riskManagement, key: 'riskManagement' },
  { step: 'employment', path: R.employmentAndAbility, key: 'employmentAndAbility' },
  { step: 'localized', path: R.localizedProcurement, key: 'localizedProcurement' },
  {
    step: 'commercialTechnical',
    path: R.businessEconomicReviewSummary,
    key: 'businessEconomicReviewSummary',
  },
] as const;
