import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { keptPost, LIVE_READ } from '@/client/features/tender-common/queries';
import type {
  NegotiationProjectView,
  NegotiationReport,
  PriceChartSeries,
  SupplierRoundView,
} from '@/shared/contracts/negotiation';
import { NEGOTIATION_PATHS as P } from '@/shared/contracts/negotiation-paths';
import { negotiationKeys as keys } from './keys';

/** The buyer side runs rounds; committee experts read them. */
export type NegotiationRole = 'buyer' | 'expert';

const PROJECTS: Record<NegotiationRole, string> = { buyer: P.buyerProjects, expert: P.expertProjects };
const REPORT: Record<NegotiationRole, string> = { buyer: P.buyerReport, expert: P.expertReport };
const CHART: Record<NegotiationRole, string> = { buyer: P.buyerChart, expert: P.expertChart };

export function projectsQueryOptions(role: NegotiationRole, userId: string) {
  return queryOptions({
    queryKey: keys.projects(role, userId),
    queryFn: (): Promise<Kept<NegotiationProjectView[]>> =>
      keptPost(`negotiation:${role}:${userId}:projects`, PROJECTS[role], {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

export function reportQueryOptions(role: NegotiationRole, userId: string, projectId: string) {
  return queryOptions({
    queryKey: keys.report(role, userId, projectId),
    queryFn: (): Promise<Kept<NegotiationReport>> =>
      keptPost(`negotiation:${role}:${userId}:report:${projectId}`, REPORT[role], { projectId }),
    enabled: !!userId && !!projectId,
    retry: false,
    ...LIVE_READ,
  });
}

export function chartQueryOptions(role: NegotiationRole, userId: string, projectId: string) {
  return queryOptions({
    queryKey: keys.chart(role, userId, projectId),
    queryFn: (): Promise<Kept<PriceChartSeries[]>> =>
      keptPost(`negotiation:${role}:${userId}:chart:${projectId}`, CHART[role], { projectId }),
    enabled: !!userId && !!projectId,
    retry: false,
    ...LIVE_READ,
  });
}

/** The supplier's rounds, kept on the device with the project keys, so a price can be sealed offline. */
export function supplierRoundsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: keys.supplierRounds(userId),
    queryFn: (): Promise<Kept<SupplierRoundView[]>> =>
      keptPost(`negotiation:supplier:${userId}:rounds`, P.supplierRounds, {}),
    enabled: !!userId,
    ...LIVE_READ,
  });
}
