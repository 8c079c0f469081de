import { PLAN_TYPE, type PlanType } from '@/shared/codes/constants';
import { PLAN_FUNCTIONS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';

/** The three plan kinds share every screen; what differs is named here. */
export interface PlanKind {
  planType: PlanType;
  routes: (typeof PLAN_ROUTES)[PlanType];
  /** The menu code the kind's entry and detail screens keep highlighted. */
  menuCode: string;
  /** Simulated-quantity plans cover a period as well as a year. */
  period: boolean;
}

export const PLAN_KINDS: Readonly<Record<PlanType, PlanKind>> = {
  [PLAN_TYPE.PURCHASE]: {
    planType: PLAN_TYPE.PURCHASE,
    routes: PLAN_ROUTES['00'],
    menuCode: PLAN_FUNCTIONS.purchasePlans,
    period: false,
  },
  [PLAN_TYPE.ANNUAL]: {
    planType: PLAN_TYPE.ANNUAL,
    routes: PLAN_ROUTES['01'],
    menuCode: PLAN_FUNCTIONS.annualPlans,
    period: false,
  },
  [PLAN_TYPE.SIMULATED_QUANTITY]: {
    planType: PLAN_TYPE.SIMULATED_QUANTITY,
    routes: PLAN_ROUTES['02'],
    menuCode: PLAN_FUNCTIONS.simulationPlans,
    period: true,
  },
};

/** i18n keys (namespace plan) of a kind's screen titles. */
export const planTitleKey = (planType: string, screen: 'list' | 'add' | 'edit' | 'detail') =>
  `plan:titles.${screen}.${planType}`;
