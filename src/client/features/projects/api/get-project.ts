import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { projectKeys } from './keys';

export function getProject(id: string): Promise<TenderProjectView> {
  return api.post<TenderProjectView>(TENDER_PATHS.projectGet, { id });
}

export function projectQueryOptions(id: string) {
  return queryOptions({ queryKey: projectKeys.one(id), queryFn: () => getProject(id), staleTime: 0 });
}
