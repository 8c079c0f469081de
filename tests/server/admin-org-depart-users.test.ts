import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_PATHS as ORG } from '@/shared/contracts/org';
import { DEPART_USER_PATHS as DU } from '@/shared/contracts/org-depart-users';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PASSWORD = 'Newpass#2026';

describe.each(TARGETS)('organisation user management on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  const fx = orgFixtures(() => t);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    buyer = await signIn(t, 'buyer01', { loginType: '02' });
    for (const code of ['GROUP-PROC', 'GROUP-BIZ', 'PLATFORM']) ids[code] = await fx.orgId(code);
    for (const code of ['TEMP_BUYER', 'FORMAL_BUYER', 'GXCX_YWJS', 'SYS_ADMIN'])
      ids[code] = await fx.roleId(code);
  });
  afterAll(async () => t?.close());

  const addUser = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(
      t,
      token,
      DU.addDepartUser,
      { name: '新采购员', password: PASSWORD, confirmPassword: PASSWORD, ...body },
      headers,
    );

  it('limits a formal buyer to its own organisation subtree and buyer-side roles', async () => {
    const tree = bodyOf(await post(t, buyer, DU.getDepartTree));
    expect(tree.map((n: Json) => [n.code, n.children.length])).toEqual([['GROUP-PROC', 0]]);
    const adminTree = bodyOf(await post(t, admin, DU.getDepartTree));
    expect(adminTree.map((n: Json) => n.code)).toEqual(['PLATFORM']);
    const roles = bodyOf(await post(t, buyer, DU.getAssignableRoleList));
    expect(roles.map((r: Json) => r.code).sort()).toEqual(['FORMAL_BUYER', 'GXCX_YWJS', 'TEMP_BUYER']);
    expect(bodyOf(await post(t, admin, DU.getAssignableRoleList))).toHaveLength(10);

    const page = bodyOf(await post(t, buyer, DU.getDepartUserPage, {}));
    expect(page.records.map((r: Json) => r.loginName).sort()).toEqual(['buyer01', 'tempbuyer01']);
    const row = page.records.find((r: Json) => r.loginName === 'buyer01');
    expect(row).toMatchObject({ departName: '交通集团采购中心', status: '00' });
    expect(row.roles.map((r: Json) => r.code)).toEqual(['FORMAL_BUYER']);
    const outside = refusal(await post(t, buyer, DU.getDepartUserPage, { departId: ids['GROUP-BIZ'] }), 403);
    expect(outside).toMatchObject({ ret: '1004', message: '您只能管理本组织机构及其下级机构' });
    expect(
      refusal(await post(t, buyer, ORG.operationRecordByDepartId, { departId: ids.PLATFORM }), 403).ret,
    ).toBe('1004');
  });

  it('lets the administrator search every organisation, with children on request', async () => {
    const group = await fx.orgId('GROUP');
    const own = bodyOf(await post(t, admin, DU.getDepartUserPage, { departId: group }));
    expect(own.total).toBe(0);
    const below = bodyOf(
      await post(t, admin, DU.getDepartUserPage, { departId: group, includeChildren: true }),
    );
    // buyer01 holds pairs in two organisations: one row for each.
    expect(below.records.map((r: Json) => `${r.loginName}@${r.departName}`).sort()).toEqual([
      'biz01@交通集团业务部',
      'buyer01@交通集团业务部',
      'buyer01@交通集团采购中心',
      'tempbuyer01@交通集团采购中心',
    ]);
    const searched = bodyOf(
      await post(t, admin, DU.getDepartUserPage, { phone: '13800000003', pageSize: 30 }),
    );
    expect(searched.records.map((r: Json) => r.loginName)).toEqual(['biz01']);
  });

  it('adds a user who can then sign in, with an audit entry and an operation record', async () => {
    const { id } = bodyOf(
      await addUser(buyer, {
        departId: ids['GROUP-PROC'],
        roleId: ids.TEMP_BUYER,
        loginName: 'procnew01',
        phone: '13900000001',
        email: 'procnew01@bidline.test',
      }),
    );
    await signIn(t, 'procnew01', { password: PASSWORD, loginType: '02' });
    const audit = await fx.auditOf(id);
    expect(audit.map((a) => [a.action, a.actor_role])).toEqual([['add', 'FORMAL_BUYER']]);
    expect(audit[0]?.after_summary).not.toContain(PASSWORD);
    const records = bodyOf(
      await post(t, buyer, ORG.operationRecordByDepartId, { departId: ids['GROUP-PROC'] }),
    );
    expect(records.records.some((r: Json) => r.entityId === id && r.action === 'add')).toBe(true);
    expect(records.records[0]).toMatchObject({ actorName: expect.any(String), at: expect.any(String) });
  });

  it.each([
    [{ loginName: 'ab' }, 'loginName', 'loginName'],
    [{ loginName: 'procnew02', password: 'short' }, 'password', 'password'],
    [{ loginName: 'procnew02', confirmPassword: 'Other#2026' }, 'confirmPassword', 'passwordMismatch'],
    [{ loginName: 'procnew02', phone: '123' }, 'phone', 'phone'],
    [{ loginName: 'procnew02', email: 'x@' }, 'email', 'email'],
    [{ loginName: 'procnew02', name: '' }, 'name', 'required'],
  ])('refuses bad input %j naming the field and rule', async (body, field, rule) => {
    const res = await addUser(buyer, { departId: ids['GROUP-PROC'], roleId: ids.TEMP_BUYER, ...body });
    expect(refusal(res, 400)).toMatchObject({ ret: '1001', field, rule });
  });

  it('refuses a taken login name, a system role and an organisation outside the subtree', async () => {
    const base = { departId: ids['GROUP-PROC'], roleId: ids.TEMP_BUYER };
    const taken = refusal(await addUser(buyer, { ...base, loginName: 'BUYER01' }), 409);
    expect(taken).toMatchObject({ field: 'loginName', rule: 'loginNameExists' });
    const role = refusal(
      await addUser(buyer, { ...base, roleId: ids.SYS_ADMIN, loginName: 'procnew03' }),
      403,
    );
    expect(role).toMatchObject({ field: 'roleId' });
    const outside = refusal(
      await addUser(buyer, { ...base, departId: ids.PLATFORM, loginName: 'procnew03' }),
      403,
    );
    expect(outside.ret).toBe('1004');
  });

  it('edits the profile and the roles held in the organisation, refusing users beyond reach', async () => {
    const user = await fx.userId('procnew01');
    const body = { userId: user, departId: ids['GROUP-PROC'], name: '新采购员甲', phone: '13900000011' };
    bodyOf(await post(t, buyer, DU.updateDepartUser, { ...body, roleIds: [ids.TEMP_BUYER, ids.GXCX_YWJS] }));
    let page = bodyOf(await post(t, buyer, DU.getDepartUserPage, { loginName: 'procnew01' }));
    expect(page.records[0]).toMatchObject({ name: '新采购员甲', phone: '13900000011' });
    expect(page.records[0].roles.map((r: Json) => r.code).sort()).toEqual(['GXCX_YWJS', 'TEMP_BUYER']);

    // Removing one of two roles is fine; the last pair stays.
    bodyOf(
      await post(t, buyer, DU.deleteDepartUser, {
        userId: user,
        departId: ids['GROUP-PROC'],
        roleId: ids.TEMP_BUYER,
      }),
    );
    const last = { userId: user, departId: ids['GROUP-PROC'], roleId: ids.GXCX_YWJS };
    expect(refusal(await post(t, buyer, DU.deleteDepartUser, last), 409).rule).toBe('lastPair');
    page = bodyOf(await post(t, buyer, DU.getDepartUserPage, { loginName: 'procnew01' }));
    expect(page.records[0].roles.map((r: Json) => r.code)).toEqual(['GXCX_YWJS']);
    expect((await fx.auditOf(user)).map((a) => a.action)).toEqual(['add', 'update', 'removeRole']);

    // buyer01 also works in GROUP-BIZ, outside the formal buyer's reach: the account is not theirs to edit.
    const buyerId = await fx.userId('buyer01');
    const self = { userId: buyerId, departId: ids['GROUP-PROC'], name: '王采购' };
    expect(refusal(await post(t, buyer, DU.updateDepartUser, self), 403).ret).toBe('1004');
    const missing = { userId: 'nope', departId: ids['GROUP-PROC'], name: '无此人' };
    expect(refusal(await post(t, buyer, DU.updateDepartUser, missing), 404).ret).toBe('1003');
  });

  it('stops and restarts a user, ending their sessions, and resets the password', async () => {
    const user = await fx.userId('tempbuyer01');
    const session = await signIn(t, 'tempbuyer01', { loginType: '02' });
    const pair = { userId: user, departId: ids['GROUP-PROC'] };
    bodyOf(await post(t, buyer, DU.stopOrStartDepartUser, { ...pair, status: '01' }));
    expect(await fx.sessionRet(session)).toBe('1000');
    await expect(signIn(t, 'tempbuyer01', { loginType: '02' })).rejects.toThrow();
    bodyOf(await post(t, buyer, DU.stopOrStartDepartUser, { ...pair, status: '00' }));
    const again = await signIn(t, 'tempbuyer01', { loginType: '02' });

    const reset = { ...pair, password: PASSWORD, confirmPassword: PASSWORD };
    bodyOf(await post(t, buyer, DU.resetDepartUserSecret, reset));
    expect(await fx.sessionRet(again)).toBe('1000');
    await expect(signIn(t, 'tempbuyer01', { loginType: '02' })).rejects.toThrow();
    await signIn(t, 'tempbuyer01', { loginType: '02', password: PASSWORD });
    expect((await fx.auditOf(user)).map((a) => a.action)).toEqual(['stop', 'start', 'resetSecret']);
  });

  it('replays an add with the same Idempotency-Key and refuses other roles with 403', async () => {
    const body = { departId: ids['GROUP-PROC'], roleId: ids.TEMP_BUYER, loginName: 'idemuser01' };
    const headers = { 'idempotency-key': 'depart-user-add-0001' };
    const first = bodyOf(await addUser(buyer, body, headers));
    expect(bodyOf(await addUser(buyer, body, headers))).toEqual(first);
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('login_name', '=', 'idemuser01')
      .execute();
    expect(rows).toHaveLength(1);

    for (const [loginName, loginType] of [
      ['supplier01', '01'],
      ['biz01', '02'],
      ['agent01', '03'],
    ] as const) {
      const token = await signIn(t, loginName, { loginType });
      expect(refusal(await post(t, token, DU.getDepartUserPage), 403).ret).toBe('1004');
      expect(refusal(await addUser(token, { ...body, loginName: 'nobody01' }), 403).ret).toBe('1004');
    }
  });
});
