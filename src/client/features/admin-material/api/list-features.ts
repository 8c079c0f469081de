import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { PageQuery } from '@/client/ui/query-table/types';
import { MATERIAL_PATHS, type MaterialFeature } from '@/shared/contracts/admin-material';
import type { PageResult } from '@/shared/contracts/page-query';

export type FeatureSearch = { categoryId: string; name: string };

export const FEATURES_KEY = ['admin-material', 'features'] as const;

export function listFeatures(query: PageQuery<FeatureSearch>): Promise<PageResult<MaterialFeature>> {
  return api.post<PageResult<MaterialFeature>>(MATERIAL_PATHS.featureList, query);
}

export function featureListQueryOptions(query: PageQuery<FeatureSearch>) {
  return queryOptions({
    queryKey: [...FEATURES_KEY, query],
    queryFn: () => listFeatures(query),
    staleTime: 0,
  });
}
