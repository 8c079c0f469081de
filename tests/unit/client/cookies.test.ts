import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCookie,
  removeCookie,
  setCookie,
  setTokenCookie,
  takeTokenFromUrl,
} from '@/client/lib/http/cookies';
import { TOKEN_NAME as AUTH_TOKEN_COOKIE } from '@/shared/codes/constants';

afterEach(() => {
  removeCookie(AUTH_TOKEN_COOKIE);
  removeCookie('a b');
});

function fakeHistory() {
  return { state: { from: 'test' }, replaceState: vi.fn<History['replaceState']>() };
}

describe('cookies', () => {
  it('sets, reads and removes a cookie, encoding name and value', () => {
    expect(getCookie('a b')).toBeUndefined();
    setCookie('a b', 'x=1; y');
    expect(getCookie('a b')).toBe('x=1; y');
    removeCookie('a b');
    expect(getCookie('a b')).toBeUndefined();
  });

  it('writes path=/ and SameSite=Lax by default, and the given options', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
    setCookie('n', 'v');
    setCookie('n', 'v', { path: '/x', sameSite: 'Strict', maxAgeSeconds: 60, secure: true });
    spy.mockRestore();
    expect(writes[0]).toBe('n=v; path=/; SameSite=Lax');
    expect(writes[1]).toBe('n=v; path=/x; SameSite=Strict; max-age=60; Secure');
  });

  it('does not confuse a cookie whose name ends like another', () => {
    setCookie('OLD-X-AUTH-TOKEN', 'old');
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBeUndefined();
    removeCookie('OLD-X-AUTH-TOKEN');
  });
});

describe('takeTokenFromUrl', () => {
  it.each([
    ['http://h.test/bid/home?token=abc&x=1#/list', '/bid/home?x=1#/list'],
    ['http://h.test/?x=1&token=a%2Bb%20c&y=2', '/?x=1&y=2'],
    ['http://h.test/login?token=t1', '/login'],
  ])('%s: token returned and stripped, rest kept as %s, but no cookie written', (href, expected) => {
    const history = fakeHistory();
    const token = takeTokenFromUrl({ href }, history);
    expect(token).toBe(new URL(href).searchParams.get('token'));
    // Kept only once the server has named its user (features/auth/handover).
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'test' }, '', expected);
  });

  it('leaves the address alone when there is no token, and strips an empty one', () => {
    const history = fakeHistory();
    expect(takeTokenFromUrl({ href: 'http://h.test/a?b=1#c' }, history)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(takeTokenFromUrl({ href: 'http://h.test/a?token=&b=1' }, history)).toBeUndefined();
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'test' }, '', '/a?b=1');
  });

  it('defaults to window.location and window.history', () => {
    window.history.replaceState(null, '', '/page?token=from-window#h');
    expect(takeTokenFromUrl()).toBe('from-window');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/page#h');
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBeUndefined();
  });
});

describe('setTokenCookie', () => {
  it('marks the token cookie Secure on an https page only', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
    setTokenCookie('t', 'https:');
    setTokenCookie('t', 'http:');
    spy.mockRestore();
    expect(writes).toEqual([
      `${AUTH_TOKEN_COOKIE}=t; path=/; SameSite=Lax; Secure`,
      `${AUTH_TOKEN_COOKIE}=t; path=/; SameSite=Lax`,
    ]);
  });
});
