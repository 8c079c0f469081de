import type { TenderDeps } from '../tender-common';

export function createDashboardService(_deps: TenderDeps) {
  return {};
}

export type DashboardService = ReturnType<typeof createDashboardService>;
