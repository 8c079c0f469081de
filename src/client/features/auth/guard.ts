import { isRedirect, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RequestError } from '@/client/lib/http/request';
import { landingPathForRole } from '@/shared/codes/roles';
import type { UserInfo } from '@/shared/contracts/auth';
import { userInfoQueryOptions } from './api/get-user-info';
import { isLocked } from './lock';
import { applyUserInfo, cachedUserInfo, clearSession, currentToken } from '@/client/data/session';

interface GuardContext {
  context: { queryClient: QueryClient };
}

async function loadUserInfo(queryClient: QueryClient, token: string): Promise<UserInfo> {
  try {
    const info = await queryClient.ensureQueryData(userInfoQueryOptions());
    applyUserInfo(info);
    return info;
  } catch (error) {
    // A 1000 has already signed out through the request layer; leave the redirect to the caller.
    if (error instanceof RequestError && error.kind === 'network') {
      const cached = cachedUserInfo(token);
      if (cached) {
        applyUserInfo(cached);
        return cached;
      }
    }
    throw error;
  }
}

/**
 * Spec 2.5 / 2.12 for the signed-in layout: without a token sign out; a locked screen forces /lock;
 * otherwise the user info is fetched once before any page opens.
 */
export async function requireSession({ context }: GuardContext): Promise<void> {
  const token = currentToken();
  if (!token) {
    clearSession();
    throw redirect({ to: '/login', replace: true });
  }
  if (isLocked()) throw redirect({ to: '/lock', replace: true });
  try {
    await loadUserInfo(context.queryClient, token);
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'sessionInvalid') {
      throw redirect({ to: '/login', replace: true });
    }
    throw error;
  }
}

/** The sign-in pages: with a valid session go to the role's landing page (or the lock screen). */
export async function redirectIfSignedIn({ context }: GuardContext): Promise<void> {
  const token = currentToken();
  if (!token) return;
  if (isLocked()) throw redirect({ to: '/lock', replace: true });
  try {
    const info = await loadUserInfo(context.queryClient, token);
    throw redirect({ href: landingPathForRole(info.currentRol.roleCode), replace: true });
  } catch (error) {
    if (isRedirect(error)) throw error;
    // A stale or unreadable session: stay on the sign-in page with a clean slate.
    clearSession();
  }
}

/** /lock is only for a locked, signed-in tab; it needs the user info to greet the user. */
export async function requireLocked({ context }: GuardContext): Promise<void> {
  const token = currentToken();
  if (!token) {
    clearSession();
    throw redirect({ to: '/login', replace: true });
  }
  if (!isLocked()) throw redirect({ to: '/home', replace: true });
  try {
    await loadUserInfo(context.queryClient, token);
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'sessionInvalid') {
      throw redirect({ to: '/login', replace: true });
    }
    throw error;
  }
}
