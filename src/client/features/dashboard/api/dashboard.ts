import { queryOptions } from '@tanstack/react-query';
import { keptRead } from '@/client/data/kept-read';
import { api } from '@/client/lib/api-client';
import { DASHBOARD_PATHS, type DashboardView } from '@/shared/contracts/dashboard';

export interface DashboardRead {
  view: DashboardView;
  /** True when the platform could not be reached and this is the copy kept on the device. */
  offline: boolean;
}

/** One copy per user, role and organisation: switching organisation must not show the other's work. */
export const dashboardKey = (userId: string, roleCode: string, departId: string) =>
  ['dashboard', 'home', userId, roleCode, departId] as const;
const cacheKey = (userId: string, roleCode: string, departId: string) =>
  `dashboard:home:${userId}:${roleCode}:${departId}`;

/**
 * The caller's dashboard. The answer is kept on the device, so the home screen still shows the last
 * copy offline (with its server time as 'as of'); a refusal from the platform stands.
 */
export async function readDashboard(
  userId: string,
  roleCode: string,
  departId: string,
): Promise<DashboardRead> {
  const kept = await keptRead(cacheKey(userId, roleCode, departId), () =>
    api.get<DashboardView>(DASHBOARD_PATHS.home, undefined, { silent: true }),
  );
  return { view: kept.data, offline: kept.offline };
}

/**
 * Asked again on every visit to /home: the waiting work moves while the user is elsewhere. Run even
 * offline ('always'), so the read falls back to the device's copy instead of pausing.
 */
export function dashboardQueryOptions(userId: string, roleCode: string, departId: string) {
  return queryOptions({
    queryKey: dashboardKey(userId, roleCode, departId),
    queryFn: () => readDashboard(userId, roleCode, departId),
    enabled: !!userId,
    staleTime: 0,
    networkMode: 'always',
  });
}
