import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { accessKeyOf } from '@/shared/format/access-key';
import { authed, loginRaw, signIn, solvedCaptchas } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const url = (path: string, query = '') => `/bidprocurement${path}${query}`;

describe.each(TARGETS)('sign-in and sessions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const post = (path: string, token?: string, payload: object = {}, query = '') =>
    t.app.inject({ method: 'POST', url: url(path, query), payload, headers: token ? authed(token) : {} });

  it.each([
    ['admin01', undefined, '/home'],
    ['supplier01', '01', '/home'],
    ['tempsupplier01', '01', '/supplierDeclaration/supplier'],
    ['buyer01', '02', '/home'],
    ['tempbuyer01', '02', '/buyerManagement/editBuyer'],
    ['agent01', '03', '/home'],
    ['tempagent01', '03', '/agentManagement/editAgent'],
    ['expert01', '04', '/home'],
    ['tempexpert01', '04', '/expert/perfectInfo'],
  ])('signs %s in with login type %s and lands on %s', async (loginName, loginType, landing) => {
    const res = await loginRaw(t, {
      loginName,
      password: DEMO_PASSWORD,
      ...(loginType ? { loginType } : {}),
      ...(await solvedCaptchas(t)),
    });
    expect(res.json().header.ret).toBe('0');
    expect(res.json().body.landing).toBe(landing);
    const cookie = res.cookies.find((c) => c.name === 'X-AUTH-TOKEN');
    expect(cookie?.value).toBe(res.json().body.token);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a user of the wrong kind for the login type with a clear message', async () => {
    const res = await loginRaw(
      t,
      { loginName: 'buyer01', password: DEMO_PASSWORD, loginType: '01', ...(await solvedCaptchas(t)) },
      '?langCode=en',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().header.message).toMatch(/cannot sign in here/);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await loginRaw(
      t,
      { loginName: 'agent01', password: 'Wrong@1234', ...(await solvedCaptchas(t)) },
      '?langCode=en',
    );
    const unknown = await loginRaw(
      t,
      { loginName: 'nobody99', password: 'Wrong@1234', ...(await solvedCaptchas(t)) },
      '?langCode=en',
    );
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json().header.ret).toBe('1010');
    expect(unknown.json().header).toEqual({
      ...wrong.json().header,
      requestId: unknown.json().header.requestId,
    });
  });

  it('refuses wrong, reused and missing captchas before looking at the password', async () => {
    const c = await solvedCaptchas(t);
    const wrongPicture = await loginRaw(t, {
      loginName: 'admin01',
      password: DEMO_PASSWORD,
      ...c,
      pictureCode: c.pictureCode === 'AAAA' ? 'BBBB' : 'AAAA',
    });
    expect(wrongPicture.json().header).toMatchObject({ ret: '1001', field: 'pictureCode' });
    const reused = await loginRaw(t, { loginName: 'admin01', password: DEMO_PASSWORD, ...c });
    expect(reused.json().header).toMatchObject({ ret: '1001', field: 'pictureCode' });
    const c2 = await solvedCaptchas(t);
    const badSlide = await loginRaw(t, {
      loginName: 'admin01',
      password: DEMO_PASSWORD,
      ...c2,
      slideOffset: c2.slideOffset + 40,
    });
    expect(badSlide.json().header).toMatchObject({ ret: '1001', field: 'slideOffset' });
    const missing = await loginRaw(t, { loginName: 'admin01', password: DEMO_PASSWORD });
    expect(missing.json().header).toMatchObject({ ret: '1001', rule: 'required' });
  });

  it('answers 1000 for a missing, garbage, revoked, idle or expired token', async () => {
    expect((await post(AUTH_PATHS.userInfo)).json().header.ret).toBe('1000');
    expect((await post(AUTH_PATHS.userInfo, 'garbage')).json().header.ret).toBe('1000');
    const token = await signIn(t, 'supplier01', { loginType: '01' });
    expect((await post(AUTH_PATHS.userInfo, token)).json().header.ret).toBe('0');
    await post(AUTH_PATHS.logout, token);
    expect((await post(AUTH_PATHS.userInfo, token)).json().header.ret).toBe('1000');

    const idle = await signIn(t, 'supplier01', { loginType: '01' });
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await post(AUTH_PATHS.userInfo, idle)).statusCode).toBe(401);

    const busy = await signIn(t, 'supplier01', { loginType: '01' });
    for (let hour = 0; hour < 12; hour += 1) {
      t.clock.advance(60 * 60 * 1000);
      const ret = (await post(AUTH_PATHS.userInfo, busy)).json().header.ret;
      expect(ret).toBe(hour < 11 ? '0' : '1000');
    }
  });

  it('accepts the token from the cookie as well as the header', async () => {
    const token = await signIn(t, 'agent01');
    const res = await t.app.inject({
      method: 'POST',
      url: url(AUTH_PATHS.userInfo),
      cookies: { 'X-AUTH-TOKEN': token },
    });
    expect(res.json().body.name).toBe('陈代理');
  });

  it('returns user info and the organisation-role list of section 3, and switches only to held pairs', async () => {
    const token = await signIn(t, 'buyer01', { loginType: '02' });
    const info = (await post(AUTH_PATHS.userInfo, token)).json().body;
    expect(info).toMatchObject({
      name: '王采购',
      roleCodes: 'FORMAL_BUYER,GXCX_YWJS',
      currentRol: { roleCode: 'FORMAL_BUYER' },
      accessKey: accessKeyOf(token),
      proxyAdmin: null,
    });
    // The token itself is handed out by the sign-in only.
    expect(JSON.stringify(info)).not.toContain(token);
    const list = (await post(AUTH_PATHS.departRoleList, token)).json().body.commonUserDepartListVoList;
    expect(list).toHaveLength(2);
    const biz = list.find((d: { departName: string }) => d.departName === '交通集团业务部');
    const bizRole = biz.commonUserRoleDepartListVoList[0];
    const switched = await post(AUTH_PATHS.switchRoleOrg, token, {
      orgId: biz.departId,
      roleId: bizRole.roleId,
    });
    expect(switched.json().header.ret).toBe('0');
    const after = (await post(AUTH_PATHS.userInfo, token)).json().body;
    expect(after.currentDepart.id).toBe(biz.departId);
    expect(after.currentRol.roleCode).toBe('GXCX_YWJS');

    const refused = await post(
      AUTH_PATHS.switchRoleOrg,
      token,
      { orgId: biz.departId, roleId: info.currentRol.id },
      '?langCode=en',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().header.message).toBe('You do not hold the selected organisation and role');
  });

  it('lets only an administrator act as a user, marks the session and records it in the audit log', async () => {
    const supplierToken = await signIn(t, 'supplier01', { loginType: '01' });
    const supplier = (await post(AUTH_PATHS.userInfo, supplierToken)).json().body;
    expect((await post(AUTH_PATHS.proxyAdminLogin, supplierToken, { userId: supplier.id })).statusCode).toBe(
      403,
    );

    const adminToken = await signIn(t, 'admin01');
    const admin = (await post(AUTH_PATHS.userInfo, adminToken)).json().body;
    const proxied = await post(AUTH_PATHS.proxyAdminLogin, adminToken, { userId: supplier.id });
    expect(proxied.json().header.ret).toBe('0');
    const asSupplier = (await post(AUTH_PATHS.userInfo, proxied.json().body.token)).json().body;
    expect(asSupplier).toMatchObject({ id: supplier.id, proxyAdmin: { id: admin.id, name: '平台管理员' } });
    const entry = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'proxyAdminLogin')
      .executeTakeFirst();
    expect(entry).toMatchObject({ actor_id: admin.id, entity_id: supplier.id });
    expect(await t.services.audit.verify()).toBeNull();
  });

  it('resets a password through the wired retrieval steps and revokes every session of the user', async () => {
    const old = await signIn(t, 'expert01', { loginType: '04' });
    const { captchaId, pictureCode } = await solvedCaptchas(t);
    const check = (
      await post(AUTH_PATHS.retrieveCheck, undefined, { account: 'expert01', captchaId, pictureCode })
    ).json();
    expect(check.header.ret).toBe('0');
    expect(
      (await post(AUTH_PATHS.retrieveSendCode, undefined, { ticket: check.body.ticket })).json().header.ret,
    ).toBe('0');
    const sms = await t.database.db
      .selectFrom('sms_log')
      .select('content')
      .where('phone', '=', '13800000009')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const smsCode = /(\d{6})/.exec(sms.content)?.[1];
    const step2 = (
      await post(AUTH_PATHS.retrieveCodeCheck, undefined, { ticket: check.body.ticket, smsCode })
    ).json();
    expect(step2.header.ret).toBe('0');
    const reset = await post(AUTH_PATHS.retrieveSetPassword, undefined, {
      ticket: step2.body.ticket,
      password: 'New@pass123',
      confirmPassword: 'New@pass123',
    });
    expect(reset.json().header.ret).toBe('0');
    expect((await post(AUTH_PATHS.userInfo, old)).json().header.ret).toBe('1000');
    expect(await signIn(t, 'expert01', { loginType: '04', password: 'New@pass123' })).toBeTruthy();
  });
});
