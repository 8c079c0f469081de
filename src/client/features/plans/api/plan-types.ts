import type { PlanPageResult, PlanSummaryView, PlanView } from '@/shared/contracts/plans';

/** A plan as the detail and the form read it: lines and status history included. */
export type PlanDetail = PlanView;

/** A row of the plan lists: the plan without its lines (their count instead). */
export type PlanRow = PlanSummaryView;

/** A page of plans with the number of plans per status of the same search (for the tabs). */
export type PlanPage = PlanPageResult;
