import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTokenFromUrl, getCookie, removeCookie, setCookie } from '@/client/lib/http/cookies';
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

describe('captureTokenFromUrl', () => {
  it.each([
    ['http://h.test/bid/home?token=abc&x=1#/list', '/bid/home?x=1#/list'],
    ['http://h.test/?x=1&token=a%2Bb%20c&y=2', '/?x=1&y=2'],
    ['http://h.test/login?token=t1', '/login'],
  ])('%s: cookie set, token stripped, rest kept as %s', (href, expected) => {
    const history = fakeHistory();
    const token = captureTokenFromUrl({ href }, history);
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBe(token);
    expect(token).toBe(new URL(href).searchParams.get('token'));
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'test' }, '', expected);
  });

  it('leaves cookie and address alone when there is no token', () => {
    const history = fakeHistory();
    expect(captureTokenFromUrl({ href: 'http://h.test/a?b=1#c' }, history)).toBeUndefined();
    expect(getCookie(AUTH_TOKEN_COOKIE)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('defaults to window.location and window.history', () => {
    window.history.replaceState(null, '', '/page?token=from-window#h');
    expect(captureTokenFromUrl()).toBe('from-window');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/page#h');
  });
});
