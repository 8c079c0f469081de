import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { ADMIN_BASE_PATHS, type RegionRecord } from '@/shared/contracts/admin-config-base';
import { ADMIN_SETTINGS_KEYS } from './keys';

export type RegionDetail = RegionRecord & { parentName: string | null };

export function getRegionDetail(id: string): Promise<RegionDetail> {
  return api.get<RegionDetail>(ADMIN_BASE_PATHS.getRegionDetail, { id });
}

export function regionDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_SETTINGS_KEYS.regions, 'detail', id],
    queryFn: () => getRegionDetail(id),
    staleTime: 0,
  });
}
