import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';
import { TOOLS_PATHS } from '@/shared/contracts/tools-paths';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { authed, loginRaw, signIn, solvedCaptchas } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const url = (path: string) => `/bidprocurement${path}`;

async function login(t: TestApp, headers: Record<string, string> = {}) {
  const payload = { loginName: 'agent01', password: DEMO_PASSWORD, ...(await solvedCaptchas(t)) };
  return t.app.inject({ method: 'POST', url: url(AUTH_PATHS.login), payload, headers });
}

const tokenCookie = (res: { cookies: { name: string; secure?: boolean; maxAge?: number }[] }) =>
  res.cookies.find((c) => c.name === 'X-AUTH-TOKEN');

describe.each(TARGETS)('session cookie and token on %s', (target) => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await createTestApp(target);
    proxied = await createTestApp(target, { config: { trustProxy: true } });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('marks the cookie Secure when the call came over https through a trusted proxy', async () => {
    const overTls = await login(proxied, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(overTls.json().header.ret).toBe('0');
    expect(tokenCookie(overTls)?.secure).toBe(true);
    const logout = await proxied.app.inject({
      method: 'POST',
      url: url(AUTH_PATHS.logout),
      headers: { ...authed(overTls.json().body.token), 'x-forwarded-proto': 'https' },
    });
    expect(tokenCookie(logout)?.secure).toBe(true);
    // Plain http behind the same proxy: no Secure (the browser would drop the cookie).
    expect(tokenCookie(await login(proxied))?.secure).toBeFalsy();
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY', async () => {
    expect(tokenCookie(await login(plain, { 'x-forwarded-proto': 'https' }))?.secure).toBeFalsy();
  });

  it('hands the token out in the sign-in answer only', async () => {
    const res = await loginRaw(plain, {
      loginName: 'buyer01',
      password: DEMO_PASSWORD,
      loginType: '02',
      ...(await solvedCaptchas(plain)),
    });
    const token = res.json().body.token as string;
    expect(token).toBeTruthy();
    // The session's own calls, a menu and a tool call: none echoes the token in body or headers.
    const calls = [AUTH_PATHS.userInfo, AUTH_PATHS.departRoleList, MENU_PATHS.getMenu, TOOLS_PATHS.getTime];
    for (const path of calls) {
      const answer = await plain.app.inject({
        method: 'POST',
        url: url(path),
        payload: {},
        headers: authed(token),
        cookies: { 'X-AUTH-TOKEN': token },
      });
      expect(answer.statusCode, path).toBeLessThan(300);
      expect(answer.body, path).not.toContain(token);
      expect(JSON.stringify(answer.headers), path).not.toContain(token);
    }
  });
});

describe.each(TARGETS)('configured session lifetimes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { config: { sessionIdleMinutes: 10, sessionAbsoluteHours: 1 } });
  });
  afterAll(async () => t.close());

  const userInfo = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: url(AUTH_PATHS.userInfo), headers: authed(token) })).json()
      .header.ret;

  it('ends a session after SESSION_IDLE_MINUTES without a call', async () => {
    const token = await signIn(t, 'agent01');
    t.clock.advance(9 * 60 * 1000);
    expect(await userInfo(token)).toBe('0');
    t.clock.advance(10 * 60 * 1000);
    expect(await userInfo(token)).toBe('1000');
  });

  it('ends a busy session SESSION_ABSOLUTE_HOURS after sign-in, and the cookie lives as long', async () => {
    const res = await login(t);
    expect(tokenCookie(res)?.maxAge).toBe(60 * 60);
    const token = res.json().body.token as string;
    for (let minute = 5; minute <= 60; minute += 5) {
      t.clock.advance(5 * 60 * 1000);
      expect(await userInfo(token), `after ${minute} min`).toBe(minute < 60 ? '0' : '1000');
    }
  });
});
