import { createRequest } from '@/client/lib/http/request';
import { currentLanguage, i18next } from '@/client/lib/i18n';
import type { UserInfo } from '@/shared/contracts/auth';
import { AUTH_PATHS } from '@/shared/contracts/auth-paths';

// A client of its own: the app's ends the page's session on any 1000, and a refused hand-over token
// must leave the signed-in user alone. Nothing is toasted either: the caller decides what to say.
const probe = createRequest({
  getLanguage: currentLanguage,
  notify: { error: () => undefined },
  t: (key, vars) => i18next.t(key, vars ?? {}),
  onSessionInvalid: () => undefined,
});

/**
 * Whose live session a token is, asked of the server with the token as the header only: nothing is
 * stored. Undefined when the server refuses it or cannot be reached.
 */
export async function userInfoOfToken(token: string): Promise<UserInfo | undefined> {
  try {
    return await probe.post<UserInfo>(AUTH_PATHS.userInfo, {}, { token, silent: true });
  } catch {
    return undefined;
  }
}
