import type { PageResult } from '@/shared/contracts/page-query';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { ClarificationView, SignupView } from '@/shared/contracts/tenders';
import { CACHE_KEYS } from '../lib/tender-keys';
import { type Cached, cachedPost, recordsOf } from './cached-call';

const ALL = { pageNo: 1, pageSize: 100 };

type ListBody<T> = PageResult<T> | T[];

async function list<T>(cacheKey: string, path: string): Promise<Cached<T[]>> {
  const answer = await cachedPost<ListBody<T>>(cacheKey, path, ALL);
  return { ...answer, data: recordsOf(answer.data) };
}

/** The signups of the user's organisation, with their audit status and reason. */
export function listMySignups(userId: string): Promise<Cached<SignupView[]>> {
  return list<SignupView>(CACHE_KEYS.signups(userId), TENDER_PATHS.signupMine);
}

/** The organisation's offers: status and receipt only (the content stays sealed until the opening). */
export function listMyOffers(userId: string): Promise<Cached<MyOfferView[]>> {
  return list<MyOfferView>(CACHE_KEYS.offers(userId), TENDER_PATHS.offerMine);
}

/** Clarifications of the projects the organisation signed up for. */
export function listMyClarifications(userId: string): Promise<Cached<ClarificationView[]>> {
  return list<ClarificationView>(CACHE_KEYS.clarifications(userId), TENDER_PATHS.clarificationSupplierPage);
}
