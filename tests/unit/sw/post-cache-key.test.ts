import { describe, expect, it } from 'vitest';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { MENU_PATHS } from '@/shared/contracts/menus';
import { MULTILANG_PATHS } from '@/shared/contracts/multilang';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import {
  BODY_DIGEST_PARAM,
  CACHED_POST_SUFFIXES,
  isCachedPostPath,
  isSessionChangePath,
  postCacheKey,
  SESSION_CHANGE_SUFFIXES,
} from '../../../sw/post-cache-key';

const BASE = 'https://bidline.test/bidprocurement';
const MENU_URL = `${BASE}${MENU_PATHS.getMenu}?langCode=en`;

describe('postCacheKey', () => {
  it('is a GET-able URL of the same path and query plus a body digest', async () => {
    const key = new URL(await postCacheKey(MENU_URL, '{"language":"en"}', 'token-a'));
    expect(key.origin + key.pathname).toBe(`${BASE}${MENU_PATHS.getMenu}`);
    expect(key.searchParams.get('langCode')).toBe('en');
    expect(key.searchParams.get(BODY_DIGEST_PARAM)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is stable for the same request', async () => {
    const a = await postCacheKey(MENU_URL, '{"language":"en"}', 'token-a');
    expect(await postCacheKey(MENU_URL, '{"language":"en"}', 'token-a')).toBe(a);
  });

  it.each([
    { change: 'body', url: MENU_URL, body: '{"language":"fr"}', token: 'token-a' },
    { change: 'token', url: MENU_URL, body: '{"language":"en"}', token: 'token-b' },
    {
      change: 'query',
      url: `${BASE}${MENU_PATHS.getMenu}?langCode=fr`,
      body: '{"language":"en"}',
      token: 'token-a',
    },
    {
      change: 'path',
      url: `${BASE}${MENU_PATHS.topFunctionList}?langCode=en`,
      body: '{"language":"en"}',
      token: 'token-a',
    },
    // Token and body are joined with a newline, so moving text from one to the other changes the key.
    { change: 'token/body boundary', url: MENU_URL, body: 'a{"language":"en"}', token: 'token-' },
  ])('differs when the $change differs', async ({ url, body, token }) => {
    const base = await postCacheKey(MENU_URL, '{"language":"en"}', 'token-a');
    expect(await postCacheKey(url, body, token)).not.toBe(base);
  });

  it('never holds the token in clear', async () => {
    expect(await postCacheKey(MENU_URL, '{}', 'secret-token-123')).not.toContain('secret-token-123');
  });
});

describe('cached paths', () => {
  it('follow the contracts', () => {
    expect([...CACHED_POST_SUFFIXES].sort()).toEqual(
      [
        MENU_PATHS.getMenu,
        MENU_PATHS.functionListByRole,
        MENU_PATHS.topFunctionList,
        DICTIONARY_PATHS.initWebTypeGroupNewList,
        MULTILANG_PATHS.initMutiLang,
      ].sort(),
    );
    expect([...SESSION_CHANGE_SUFFIXES].sort()).toEqual([AUTH_PATHS.switchRoleOrg, AUTH_PATHS.logout].sort());
  });

  it.each([
    { path: `/bidprocurement${MENU_PATHS.getMenu}`, cached: true, sessionChange: false },
    {
      path: `/bidprocurement${DICTIONARY_PATHS.initWebTypeGroupNewList}`,
      cached: true,
      sessionChange: false,
    },
    { path: `/bidprocurement${MULTILANG_PATHS.initMutiLang}`, cached: true, sessionChange: false },
    { path: `/bidprocurement${AUTH_PATHS.userInfo}`, cached: false, sessionChange: false },
    { path: `/bidprocurement${AUTH_PATHS.switchRoleOrg}`, cached: false, sessionChange: true },
    { path: `/bidprocurement${AUTH_PATHS.logout}`, cached: false, sessionChange: true },
    { path: MENU_PATHS.getMenu, cached: false, sessionChange: false },
  ])('$path: cached $cached, session change $sessionChange', ({ path, cached, sessionChange }) => {
    expect(isCachedPostPath(path)).toBe(cached);
    expect(isSessionChangePath(path)).toBe(sessionChange);
  });
});
