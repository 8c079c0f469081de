import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { USER_PATHS as USER } from '@/shared/contracts/org-users';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PASSWORD = 'Reset#2026x';

describe.each(TARGETS)('user accounts, expert accounts and role assignment on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const fx = orgFixtures(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  it('pages accounts with their pairs and the id proxy login takes', async () => {
    const page = bodyOf(await post(t, admin, USER.getUserAccountPage, { pageSize: 30 }));
    // The ten demo accounts, expert02..expert05 (committee library) and supplier02 (negotiation demo).
    expect(page.total).toBe(15);
    const buyer = page.records.find((r: Json) => r.loginName === 'buyer01');
    expect(buyer).toMatchObject({ name: '王采购', status: '00', roleCodes: 'FORMAL_BUYER,GXCX_YWJS' });
    expect(buyer.pairs.map((p: Json) => `${p.departName}/${p.roleCode}`)).toEqual([
      '交通集团采购中心/FORMAL_BUYER',
      '交通集团业务部/GXCX_YWJS',
    ]);
    const proxy = await post(t, admin, AUTH_PATHS.proxyAdminLogin, { userId: buyer.id });
    expect(bodyOf(proxy).token).toEqual(expect.any(String));

    const byRole = bodyOf(await post(t, admin, USER.getUserAccountPage, { roleCode: 'GXCX_YWJS' }));
    expect(byRole.records.map((r: Json) => r.loginName).sort()).toEqual(['biz01', 'buyer01']);
    const paged = bodyOf(await post(t, admin, USER.getUserAccountPage, { pageNo: '2', pageSize: '30' }));
    expect(paged).toMatchObject({ pageNo: 2, pageSize: 30, total: 15, records: [] });
    expect(refusal(await post(t, admin, USER.getUserAccountPage, { pageSize: 7 }), 400)).toMatchObject({
      field: 'pageSize',
    });
  });

  it('lists only expert accounts on the expert screen and refuses others there', async () => {
    const experts = bodyOf(await post(t, admin, USER.getExpertUserAccountPage, {}));
    // The demo's expert library (expert01..expert05) and the temporary expert.
    expect(experts.records.map((r: Json) => r.loginName).sort()).toEqual([
      'expert01',
      'expert02',
      'expert03',
      'expert04',
      'expert05',
      'tempexpert01',
    ]);
    const buyerId = await fx.userId('buyer01');
    const refused = await post(t, admin, USER.expertAccountStopOrStart, { userId: buyerId, status: '01' });
    expect(refusal(refused, 404).ret).toBe('1003');
  });

  it('cancels an account for good: sessions end, sign-in and restarts are refused', async () => {
    const user = await fx.userId('tempexpert01');
    const session = await signIn(t, 'tempexpert01', { loginType: '04' });
    bodyOf(await post(t, admin, USER.expertAccountCancellation, { userId: user }));
    expect(await fx.sessionRet(session)).toBe('1000');
    await expect(signIn(t, 'tempexpert01', { loginType: '04' })).rejects.toThrow();
    const restart = refusal(
      await post(t, admin, USER.userAccountStopOrStart, { userId: user, status: '00' }),
      409,
    );
    expect(restart).toMatchObject({ rule: 'cancelled', message: '该账号已注销，不能再修改' });
    const listed = bodyOf(await post(t, admin, USER.getUserAccountPage, { status: '02' }));
    expect(listed.records.map((r: Json) => r.loginName)).toEqual(['tempexpert01']);
    expect((await fx.auditOf(user)).map((a) => a.action)).toEqual(['cancel']);
  });

  it('stops, starts and resets the password of an account; never the caller’s own', async () => {
    const user = await fx.userId('agent01');
    const session = await signIn(t, 'agent01', { loginType: '03' });
    bodyOf(await post(t, admin, USER.userAccountStopOrStart, { userId: user, status: '01' }));
    expect(await fx.sessionRet(session)).toBe('1000');
    bodyOf(await post(t, admin, USER.userAccountStopOrStart, { userId: user, status: '00' }));
    const reset = { userId: user, password: PASSWORD, confirmPassword: PASSWORD };
    bodyOf(await post(t, admin, USER.resetSecretValForSys, reset));
    await signIn(t, 'agent01', { loginType: '03', password: PASSWORD });
    expect((await fx.auditOf(user)).map((a) => a.action)).toEqual(['stop', 'start', 'resetSecret']);

    const self = await fx.userId('admin01');
    const own = refusal(
      await post(t, admin, USER.userAccountStopOrStart, { userId: self, status: '01' }),
      409,
    );
    expect(own.rule).toBe('self');
    const mismatch = refusal(
      await post(t, admin, USER.resetSecretValForSys, { ...reset, confirmPassword: 'x' }),
      400,
    );
    expect(mismatch).toMatchObject({ field: 'confirmPassword', rule: 'passwordMismatch' });
    const weak = refusal(
      await post(t, admin, USER.resetSecretValForSys, { ...reset, password: 'abc', confirmPassword: 'abc' }),
      400,
    );
    expect(weak).toMatchObject({ field: 'password', rule: 'password' });
    const status = refusal(
      await post(t, admin, USER.userAccountStopOrStart, { userId: user, status: '02' }),
      400,
    );
    expect(status).toMatchObject({ field: 'status', rule: 'select' });
  });

  it('assigns and removes organisation-role pairs, keeping the last one', async () => {
    const user = await fx.userId('biz01');
    const proc = await fx.orgId('GROUP-PROC');
    const biz = await fx.orgId('GROUP-BIZ');
    const formal = await fx.roleId('FORMAL_BUYER');
    const business = await fx.roleId('GXCX_YWJS');
    bodyOf(await post(t, admin, USER.setRole, { userId: user, departId: proc, roleId: formal }));
    const dup = refusal(
      await post(t, admin, USER.setRole, { userId: user, departId: proc, roleId: formal }),
      409,
    );
    expect(dup.rule).toBe('pairExists');
    const info = bodyOf(
      await post(t, admin, USER.getUserInfoPage, { loginName: 'biz01', departName: '采购' }),
    );
    expect(info.records[0].pairs.map((p: Json) => p.roleCode).sort()).toEqual(['FORMAL_BUYER', 'GXCX_YWJS']);

    // The new pair is there to switch to.
    const token = await signIn(t, 'biz01', { loginType: '02' });
    const switched = await post(t, token, AUTH_PATHS.switchRoleOrg, { orgId: proc, roleId: formal });
    expect(bodyOf(switched)).toBeDefined();

    bodyOf(await post(t, admin, USER.delRole, { userId: user, departId: biz, roleId: business }));
    const last = refusal(
      await post(t, admin, `${USER.delRole}?langCode=en`, { userId: user, departId: proc, roleId: formal }),
      409,
    );
    expect(last.message).toContain("This is the user's last organisation and role");
    const gone = refusal(
      await post(t, admin, USER.delRole, { userId: user, departId: biz, roleId: business }),
      404,
    );
    expect(gone.ret).toBe('1003');
    expect((await fx.auditOf(user)).map((a) => a.action)).toEqual(['addRole', 'removeRole']);
    const missingRole = refusal(
      await post(t, admin, USER.setRole, { userId: user, departId: proc, roleId: 'x' }),
      404,
    );
    expect(missingRole.field).toBe('roleId');
  });

  it('lists roles by menu type, the organisation picker, representatives and refuses other roles', async () => {
    const buyerRoles = bodyOf(await post(t, admin, USER.findRoleList, { menuType: '01' }));
    expect(buyerRoles.map((r: Json) => r.code).sort()).toEqual(['FORMAL_BUYER', 'GXCX_YWJS', 'TEMP_BUYER']);
    expect(bodyOf(await post(t, admin, USER.findRoleList, {}))).toHaveLength(10);
    expect(bodyOf(await post(t, admin, USER.findDepartTree))[0].code).toBe('PLATFORM');

    const reps = bodyOf(await post(t, admin, USER.procurementRepresentativePage, {}));
    expect(reps.records.map((r: Json) => `${r.loginName}@${r.departName}`).sort()).toEqual([
      'biz01@交通集团采购中心',
      'buyer01@交通集团采购中心',
    ]);
    expect(reps.records[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), phone: expect.any(String), status: '00' }),
    );
    const named = bodyOf(await post(t, admin, USER.procurementRepresentativePage, { name: '王' }));
    expect(named.records.map((r: Json) => r.loginName)).toEqual(['buyer01']);

    const buyer = await signIn(t, 'buyer01', { loginType: '02' });
    for (const path of [
      USER.getUserAccountPage,
      USER.getExpertUserAccountPage,
      USER.setRole,
      USER.procurementRepresentativePage,
    ]) {
      expect(refusal(await post(t, buyer, path, {}), 403).ret).toBe('1004');
    }
  });

  it('replays a reset with the same Idempotency-Key without a second audit entry', async () => {
    const user = await fx.userId('supplier01');
    const body = { userId: user, password: PASSWORD, confirmPassword: PASSWORD };
    const headers = { 'idempotency-key': 'reset-secret-idem-01' };
    const first = bodyOf(await post(t, admin, USER.resetSecretValForSys, body, headers));
    expect(bodyOf(await post(t, admin, USER.resetSecretValForSys, body, headers))).toEqual(first);
    expect((await fx.auditOf(user)).map((a) => a.action)).toEqual(['resetSecret']);
  });
});
