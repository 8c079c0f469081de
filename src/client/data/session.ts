import { proxy } from 'valtio';
import { api, onSessionInvalid } from '@/client/lib/api-client';
import { afterFirstScreen } from '@/client/lib/first-screen';
import { getCookie, removeCookie, setTokenCookie } from '@/client/lib/http/cookies';
import { queryClient } from '@/client/data/query-client';
import { STORAGE_KEY_PREFIX, storageKey, TOKEN_NAME } from '@/shared/codes/constants';
import { loadsPlanConfig } from '@/shared/codes/roles';
import type { UserInfo } from '@/shared/contracts/auth';
import type { PlanConfigView } from '@/shared/contracts/plans';
import { accessKeyOf } from '@/shared/format/access-key';

export interface SessionState {
  token: string | undefined;
  userInfo: UserInfo | null;
  /** Plan configuration of the formal buyer's department; null for every other role. */
  planConfig: PlanConfigView | null;
}

export const session = proxy<SessionState>({
  token: getCookie(TOKEN_NAME),
  userInfo: null,
  planConfig: null,
});

const USER_INFO_KEY = storageKey('userInfo');

/** The cookie is the source of truth: the server sets it at sign-in and another tab may clear it. */
export function currentToken(): string | undefined {
  const token = getCookie(TOKEN_NAME) || undefined;
  session.token = token;
  return token;
}

export function startSession(token: string): void {
  // The server sets the same cookie; writing it here keeps the session when a proxy drops Set-Cookie.
  setTokenCookie(token);
  session.token = token;
  session.userInfo = null;
  session.planConfig = null;
  queryClient.clear();
}

export function applyUserInfo(info: UserInfo): void {
  session.userInfo = info;
  // A queue paused by an expired session goes on once the same user is signed in again.
  // Once the first screen has rendered: the outbox and Dexie stay off its critical path.
  void afterFirstScreen()
    .then(() => import('@/client/data/sync-runtime'))
    .then((sync) => sync.resumeUser(info.id));
  loadPlanConfig(info);
  try {
    sessionStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
  } catch {
    // Storage full or disabled: the copy is only a fallback for reloading while offline.
  }
}

const actingAs = (info: UserInfo | null) =>
  info ? `${info.id}|${info.currentRol.roleCode}|${info.currentDepart?.id ?? info.departId}` : '';

/**
 * Only formal buyers load the plan configuration of their department (spec 000 section 6); for every
 * other role it is cleared and never asked for. Silent: offline or refused, the plan forms go on without
 * it (the server applies the configuration to every save anyway).
 */
function loadPlanConfig(info: UserInfo): void {
  if (!loadsPlanConfig(info.currentRol.roleCode)) {
    session.planConfig = null;
    return;
  }
  const departId = info.currentDepart?.id || info.departId;
  const asked = actingAs(info);
  if (session.planConfig && session.planConfig.departId !== departId) session.planConfig = null;
  // The plans' path list is a chunk of its own: the other roles' first screens need none of it.
  import('@/shared/contracts/plan-paths')
    .then(({ PLAN_PATHS }) =>
      api.post<PlanConfigView>(PLAN_PATHS.getPlanConfig, { departId }, { silent: true }),
    )
    .then((config) => {
      // An answer for an earlier role or department (switched meanwhile) is dropped.
      if (actingAs(session.userInfo) === asked) session.planConfig = config;
    })
    .catch(() => undefined);
}

/** The user info last seen in this tab for this token, for opening the app while offline. */
export function cachedUserInfo(token: string): UserInfo | null {
  try {
    const info = JSON.parse(sessionStorage.getItem(USER_INFO_KEY) ?? 'null') as UserInfo | null;
    return info && info.accessKey === accessKeyOf(token) ? info : null;
  } catch {
    return null;
  }
}

function clearPrefixedSessionStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(STORAGE_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept there.
  }
}

/** Forgets the session in this tab: store, lock, session storage, token cookie and cached server data. */
export function clearSession(): void {
  session.token = undefined;
  session.userInfo = null;
  session.planConfig = null;
  clearPrefixedSessionStorage();
  removeCookie(TOKEN_NAME);
  queryClient.clear();
}

let afterSignOut: () => void = () => {};

/** What follows a sign-out: the router registers its navigation to the sign-in page here at start. */
export function onSignedOut(handler: () => void): void {
  afterSignOut = handler;
}

/** Clears the session and returns to the home page of signed-out users. */
export function signOut(): void {
  clearSession();
  afterSignOut();
}

// A ret 1000 from any call ends the session (spec 8).
onSessionInvalid(signOut);
