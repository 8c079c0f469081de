import { kvGet, kvSet } from '@/client/data/db';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { OpenTenderView } from '@/shared/contracts/tenders';
import { CACHE_KEYS } from '../lib/tender-keys';
import { isUnreachable } from '@/client/data/kept-read';
import { type Cached, cachedPost, recordsOf } from './cached-call';

/** Enough for every open tender of a supplier's screen; the list is also the offline copy of each project. */
const OPEN_PAGE_SIZE = 100;

/** Published projects still taking offers, soonest quote end first; the device's copy offline. */
export async function listOpenTenders(userId: string): Promise<Cached<OpenTenderView[]>> {
  const page = await cachedPost<PageResult<OpenTenderView> | OpenTenderView[]>(
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
export async function getOpenTender(userId: string, projectId: string): Promise<Cached<OpenTenderView>> {
  const cacheKey = CACHE_KEYS.project(userId, projectId);
  try {
    return await cachedPost<OpenTenderView>(cacheKey, TENDER_PATHS.openGet, { id: projectId });
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const list = await kvGet<PageResult<OpenTenderView> | OpenTenderView[]>(CACHE_KEYS.openTenders(userId));
    const found = recordsOf(list).find((project) => project.id === projectId);
    if (!found) throw error;
    await kvSet(cacheKey, found).catch(() => undefined);
    return { data: found, offline: true };
  }
}
