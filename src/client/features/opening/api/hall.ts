import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type {
  HallDetailView,
  HallListView,
  SignInAnswer,
  UnattendedAnswer,
  UnattendedScope,
} from '@/shared/contracts/opening-hall';
import { OPENING_HALL_PATHS as PATHS } from '@/shared/contracts/opening-hall-paths';
import { openingKeys } from './keys';

/** The hall follows sign-ins and the server clock: read again every 15 s while shown. */
const LIVE = { staleTime: 0, refetchInterval: 15_000 } as const;

export function hallListQueryOptions() {
  return queryOptions({
    queryKey: openingKeys.hallList(),
    queryFn: () => api.post<HallListView>(PATHS.hallList, {}),
    ...LIVE,
  });
}

export function hallDetailQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: openingKeys.hallDetail(projectId),
    queryFn: () => api.post<HallDetailView>(PATHS.hallDetail, { projectId }),
    enabled: projectId !== '',
    ...LIVE,
  });
}

export function unattendedQueryOptions(scope: UnattendedScope) {
  return queryOptions({
    queryKey: openingKeys.unattended(scope),
    queryFn: () => api.post<HallListView>(PATHS.unattendedList, { scope }),
    staleTime: 0,
  });
}

// The hall's writes are online-only, like the opening itself: a sign-in or a switch sent later from an
// outbox would land after the moment it is about. Each carries its own Idempotency-Key.

export function signInToHall(projectId: string): Promise<SignInAnswer> {
  return api.post<SignInAnswer>(PATHS.signIn, { projectId }, { idempotencyKey: crypto.randomUUID() });
}

export function setUnattended(projectId: string, unattended: boolean): Promise<UnattendedAnswer> {
  return api.post<UnattendedAnswer>(
    PATHS.unattendedSet,
    { projectId, unattended },
    { idempotencyKey: crypto.randomUUID() },
  );
}
