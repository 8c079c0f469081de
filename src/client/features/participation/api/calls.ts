import { queryOptions } from '@tanstack/react-query';
import { TENDER_SUPPLIER_KEY } from '@/client/features/tender-common/queries';
import { api } from '@/client/lib/api-client';
import type { ParticipationPage, SupplierDriveView } from '@/shared/contracts/participation';
import { PARTICIPATION_PATHS as P, type ParticipationList } from '@/shared/contracts/participation-paths';

export type ListVariant = 'generic' | 'competitive';

const PATHS: Record<ListVariant, Record<ParticipationList, string>> = {
  generic: { current: P.current, proceed: P.proceed, finish: P.finish },
  competitive: { current: P.competitiveCurrent, proceed: P.competitiveProceed, finish: P.competitiveFinish },
};

/** One page of a list (generic, or method 13) with the counts of the three lists. */
export const listParticipation = (
  variant: ListVariant,
  list: ParticipationList,
  body: { pageNo: number; pageSize: number; keyword?: string },
) => api.post<ParticipationPage>(PATHS[variant][list], body);

export const driveKey = (projectId: string) => [...TENDER_SUPPLIER_KEY, 'drive', projectId] as const;

/** The supplier drive's view of one project (my organisation's rows only). */
export function driveOptions(projectId: string) {
  return queryOptions({
    queryKey: driveKey(projectId),
    queryFn: () => api.post<SupplierDriveView>(P.drive, { projectId }, { silent: true }),
    enabled: !!projectId,
    staleTime: 0,
  });
}
