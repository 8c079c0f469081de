import { queryOptions } from '@tanstack/react-query';
import type { Kept } from '@/client/data/kept-read';
import { CACHE_KEYS, keptList, LIVE_READ } from '@/client/features/tender-common/queries';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { SignupView } from '@/shared/contracts/tenders';
import { signupKeys } from './keys';

/** The signups of the user's organisation, with their audit status and reason. */
export function listMySignups(userId: string): Promise<Kept<SignupView[]>> {
  return keptList<SignupView>(CACHE_KEYS.signups(userId), TENDER_PATHS.signupMine);
}

export function mySignupsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: signupKeys.mine(userId),
    queryFn: () => listMySignups(userId),
    enabled: !!userId,
    ...LIVE_READ,
  });
}
