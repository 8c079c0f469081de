/**
 * Cache keys for the POST reads the service worker keeps (menus, dictionaries, language resources).
 * The Cache API only stores GET requests, so a POST is filed under its URL plus a digest of what
 * makes its answer differ: the body and the session token (menus belong to a user and a role).
 */

/** The query parameter that carries the digest in the synthetic GET key. */
export const BODY_DIGEST_PARAM = '__sw_body';

/** Suffixes of the cached POST paths under /bidprocurement; tests check them against the contracts. */
export const CACHED_POST_SUFFIXES = [
  '/common-common/login/login/getMenu',
  '/common-common/function/function/getFunctionListByRole',
  '/common-common/function/function/getTopFunctionList',
  '/common-common/typegroup/typegroup/initWebTypeGroupNewList',
  '/common-common/lang/lang/initMutiLang',
] as const;

/** Successful calls after which the cached reads belong to someone else (another role, no one). */
export const SESSION_CHANGE_SUFFIXES = [
  '/common-common/user/user/switchRoleOrg',
  '/common-common/login/login/logoutRest',
] as const;

const API_PREFIX = '/bidprocurement/';

function matches(pathname: string, suffixes: readonly string[]): boolean {
  return pathname.startsWith(API_PREFIX) && suffixes.some((suffix) => pathname.endsWith(suffix));
}

export function isCachedPostPath(pathname: string): boolean {
  return matches(pathname, CACHED_POST_SUFFIXES);
}

export function isSessionChangePath(pathname: string): boolean {
  return matches(pathname, SESSION_CHANGE_SUFFIXES);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The GET URL a POST's response is cached under. The URL's own query (langCode) stays part of the
 * key; the token is hashed with the body so it is never stored in clear.
 */
export async function postCacheKey(url: string, body: string, token = ''): Promise<string> {
  const key = new URL(url);
  // The token cannot contain a newline (it travels in a header), so the two parts cannot run together.
  key.searchParams.set(BODY_DIGEST_PARAM, await sha256Hex(`${token}\n${body}`));
  return key.href;
}

/**
 * A JSON body's `refresh: true` asks to bypass caches (the dictionaries' refresh flag): the answer must
 * come from the network. The flag is left out of the key, so a refreshed answer replaces the copy the
 * plain reads are served from instead of being filed apart.
 */
export function splitRefresh(body: string): { refresh: boolean; keyBody: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { refresh: false, keyBody: body };
    }
    const { refresh, ...rest } = parsed as Record<string, unknown>;
    return { refresh: refresh === true, keyBody: JSON.stringify(rest) };
  } catch {
    return { refresh: false, keyBody: body };
  }
}
