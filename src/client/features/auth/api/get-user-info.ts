import { queryOptions } from '@tanstack/react-query';
import { kvGet, kvSet } from '@/client/data/kv';
import { api } from '@/client/lib/api-client';
import { getCookie } from '@/client/lib/http/cookies';
import { RequestError } from '@/client/lib/http/request';
import { TOKEN_NAME } from '@/shared/codes/constants';
import type { UserInfo } from '@/shared/contracts/auth';
import { accessKeyOf } from '@/shared/format/access-key';
import { AUTH_PATHS } from '@/shared/contracts/auth-paths';

export const USER_INFO_KEY = ['auth', 'userInfo'] as const;

/**
 * The last user info seen on this device, so the installed app opens signed in without a network
 * (a new window has no session storage). One slot: only the session whose token it carries gets it.
 */
export const OFFLINE_USER_INFO_KEY = 'auth:userInfo';

async function offlineCopy(token: string | undefined): Promise<UserInfo | undefined> {
  if (!token) return undefined;
  const info = await kvGet<UserInfo>(OFFLINE_USER_INFO_KEY).catch(() => undefined);
  return info?.accessKey === accessKeyOf(token) ? info : undefined;
}

export async function getUserInfo(): Promise<UserInfo> {
  // Surely offline: the fallback below answers, and a timeout toast would only alarm.
  const offline = globalThis.navigator?.onLine === false;
  try {
    // The request layer always sends a JSON content type, and the server refuses a JSON request without a body.
    const info = await api.post<UserInfo>(AUTH_PATHS.userInfo, {}, { silent: offline });
    // A plain copy taken now: by the time the database is open the object lives in the valtio session
    // store, and IndexedDB cannot clone proxies. Not awaited: the first screen must not wait for it.
    void kvSet(OFFLINE_USER_INFO_KEY, JSON.parse(JSON.stringify(info))).catch(() => undefined);
    return info;
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'network') {
      const copy = await offlineCopy(getCookie(TOKEN_NAME));
      if (copy) return copy;
    }
    throw error;
  }
}

/** Fetched once per session by the route guard; switching organisation invalidates it. */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: USER_INFO_KEY,
    queryFn: getUserInfo,
    staleTime: Number.POSITIVE_INFINITY,
    // Offline the call must fail at once and fall back to the copy, not wait paused for a network.
    networkMode: 'always',
  });
}
