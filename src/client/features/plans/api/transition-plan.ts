import { api } from '@/client/lib/api-client';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanAction } from '@/shared/contracts/plans';
import type { PlanDetail } from './plan-types';

export interface PlanTransitionRequest {
  id: string;
  action: PlanAction;
  reason?: string;
}

/** submit, withdraw, approve, reject or cancel; a refusal is toasted translated unless silent. */
export function transitionPlan(input: PlanTransitionRequest, options: { silent?: boolean } = {}) {
  return api.post<PlanDetail>(PLAN_PATHS.planTransition, input, {
    idempotencyKey: crypto.randomUUID(),
    silent: options.silent ?? false,
  });
}

/** A new draft holding a copy of the plan's lines. */
export function copyPlan(id: string): Promise<PlanDetail> {
  return api.post<PlanDetail>(PLAN_PATHS.planCopy, { id }, { idempotencyKey: crypto.randomUUID() });
}
