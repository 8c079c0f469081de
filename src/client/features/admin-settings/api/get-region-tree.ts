import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS, type RegionRecord } from '@/shared/contracts/admin-config-base';
import { ADMIN_SETTINGS_KEYS } from './keys';

export function getRegionTree(search: string): Promise<RegionRecord[]> {
  return api.post<RegionRecord[]>(ADMIN_BASE_PATHS.getRegionTree, { search });
}

export function regionTreeQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...ADMIN_SETTINGS_KEYS.regions, 'tree', search],
    queryFn: () => getRegionTree(search),
    staleTime: 0,
  });
}
