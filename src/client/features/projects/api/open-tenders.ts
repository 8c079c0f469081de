import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { kvGet } from '@/client/data/db';
import { CACHE_KEYS, keptPost, LIVE_READ, recordsOf } from '@/client/features/tender-common/queries';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { OpenTenderView } from '@/shared/contracts/tenders';
import { projectKeys } from './keys';

/** Enough for every open tender of a supplier's screen; the list is also the offline copy of each project. */
const OPEN_PAGE_SIZE = 100;

/** Published projects still taking offers, soonest quote end first; the device's copy offline. */
export async function listOpenTenders(userId: string): Promise<Kept<OpenTenderView[]>> {
  const page = await keptPost<PageResult<OpenTenderView> | OpenTenderView[]>(
    CACHE_KEYS.openTenders(userId),
    TENDER_PATHS.openPage,
    { pageNo: 1, pageSize: OPEN_PAGE_SIZE },
  );
  return { ...page, data: recordsOf(page.data) };
}

/**
 * One open project (signup and offer screens). Offline it comes from the device: its own copy, or the
 * open tenders list seen last.
 */
export function getOpenTender(userId: string, projectId: string): Promise<Kept<OpenTenderView>> {
  return keptPost<OpenTenderView>(
    CACHE_KEYS.project(userId, projectId),
    TENDER_PATHS.openGet,
    { id: projectId },
    {
      otherCopy: async () => {
        const list = await kvGet<PageResult<OpenTenderView> | OpenTenderView[]>(
          CACHE_KEYS.openTenders(userId),
        );
        return recordsOf(list).find((project) => project.id === projectId);
      },
    },
  );
}

export function openTendersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: projectKeys.open(userId),
    queryFn: () => listOpenTenders(userId),
    enabled: !!userId,
    ...LIVE_READ,
  });
}

export function openTenderQueryOptions(userId: string, projectId: string) {
  return queryOptions({
    queryKey: projectKeys.openOne(userId, projectId),
    queryFn: () => getOpenTender(userId, projectId),
    enabled: !!userId && !!projectId,
    ...LIVE_READ,
  });
}
