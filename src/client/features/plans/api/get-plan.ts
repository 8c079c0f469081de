import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import { planKeys } from './keys';
import type { PlanDetail } from './plan-types';

export function getPlan(id: string): Promise<PlanDetail> {
  return api.post<PlanDetail>(PLAN_PATHS.planGet, { id });
}

export function planQueryOptions(id: string) {
  return queryOptions({
    queryKey: planKeys.one(id),
    queryFn: () => getPlan(id),
    enabled: !!id,
    staleTime: 0,
  });
}
