import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { CACHE_KEYS, keptList, LIVE_READ } from '@/client/features/tender-common/queries';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { SupplierClarificationView } from '@/shared/contracts/clarifications';
import { clarificationKeys } from './keys';

/** Clarifications of the projects the organisation signed up for, with its receipt of each. */
export function listMyClarifications(userId: string): Promise<Kept<SupplierClarificationView[]>> {
  return keptList<SupplierClarificationView>(
    CACHE_KEYS.clarifications(userId),
    TENDER_PATHS.clarificationSupplierPage,
  );
}

export function myClarificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clarificationKeys.mine(userId),
    queryFn: () => listMyClarifications(userId),
    enabled: !!userId,
    ...LIVE_READ,
  });
}
