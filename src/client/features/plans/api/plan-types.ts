import type { PageResult } from '@/shared/contracts/page-query';
import type { PlanView } from '@/shared/contracts/plans';

/** One move of a plan as the detail view lists it (the server's history rows; fields it may leave out). */
export interface PlanHistoryEntry {
  id?: string;
  action?: string;
  fromStatus?: string;
  toStatus?: string;
  status?: string;
  reason?: string;
  userName?: string;
  actorName?: string;
  at?: string;
  createdAt?: string;
}

/** A plan as the screens read it: the contract's view, with its status history once the server sends it. */
export type PlanDetail = PlanView & { history?: PlanHistoryEntry[] };

/** A row of the plan lists: the plan without its lines (their count instead). */
export type PlanRow = Omit<PlanView, 'lines' | 'history'> & {
  lineCount?: number;
  /** Some line is over its year's annual envelope (shown in red). */
  overPlan?: boolean;
  lines?: PlanView['lines'];
};

/**
 * A page of plans with the number of plans per status of the same search (for the tabs). The server names
 * the counts statusCounts; `counts` is read too so the tabs do not depend on the spelling.
 */
export type PlanPage = PageResult<PlanRow> & {
  statusCounts?: Record<string, number>;
  counts?: Record<string, number>;
};
