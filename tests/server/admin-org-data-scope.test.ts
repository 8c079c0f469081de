import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_PATHS as MON } from '@/shared/contracts/admin-monitor';
import { ORG_PATHS as ORG } from '@/shared/contracts/org';
import { DEPART_USER_PATHS as DU } from '@/shared/contracts/org-depart-users';
import { USER_PATHS as USER } from '@/shared/contracts/org-users';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PASSWORD = 'Newpass#2026';

describe.each(TARGETS)('data permissions scope organisation and user management on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  const fx = orgFixtures(() => t);
  const ids: Record<string, string> = {};
  const logins = (page: Json) => page.records.map((r: Json) => r.loginName).sort();
  const treeCodes = (nodes: Json[]): string[] =>
    nodes.flatMap((n: Json) => [n.code, ...treeCodes(n.children)]).sort();
  const setScope = async (roleCode: string, scope: string) => {
    const existing = bodyOf(await post(t, admin, MON.dataPermissionPage, { role: roleCode }));
    const row = existing.records.find((r: Json) => r.roleCode === roleCode);
    if (row) return bodyOf(await post(t, admin, MON.dataPermissionEdit, { id: row.id, scope }));
    return bodyOf(await post(t, admin, MON.dataPermissionSave, { roleId: await fx.roleId(roleCode), scope }));
  };
  const dropScope = async (roleCode: string) => {
    const existing = bodyOf(await post(t, admin, MON.dataPermissionPage, { role: roleCode }));
    for (const row of existing.records.filter((r: Json) => r.roleCode === roleCode))
      bodyOf(await post(t, admin, MON.dataPermissionDelete, { id: row.id }));
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    buyer = await signIn(t, 'buyer01', { loginType: '02' });
    for (const code of ['PLATFORM', 'GROUP', 'GROUP-PROC', 'GROUP-BIZ']) ids[code] = await fx.orgId(code);
    ids.TEMP_BUYER = await fx.roleId('TEMP_BUYER');
    // A sub-organisation below the buyer's, with one user.
    const sub = {
      parentId: ids['GROUP-PROC'],
      name: '采购中心一科',
      code: 'PROC-SUB',
      orgType: '01',
      sort: 1,
    };
    ids['PROC-SUB'] = bodyOf(await post(t, admin, ORG.addDepart, sub)).id;
    const user = {
      departId: ids['PROC-SUB'],
      roleId: ids.TEMP_BUYER,
      loginName: 'subbuyer01',
      name: '一科采购员',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    ids.subbuyer01 = bodyOf(await post(t, admin, DU.addDepartUser, user)).id;
  }, 30_000);
  afterAll(async () => t?.close());

  it('keeps the organisation rule while no data permission is set', async () => {
    expect(treeCodes(bodyOf(await post(t, buyer, DU.getDepartTree)))).toEqual(['GROUP-PROC', 'PROC-SUB']);
    expect(logins(bodyOf(await post(t, buyer, DU.getDepartUserPage, {})))).toEqual([
      'buyer01',
      'subbuyer01',
      'tempbuyer01',
    ]);
    // SUPPLIER-02 (negotiation demo) is the ninth organisation; expert02..05 and supplier02 add five accounts.
    expect(bodyOf(await post(t, admin, ORG.getDepartPage, { pageSize: 50 })).total).toBe(9);
    expect(bodyOf(await post(t, admin, USER.getUserAccountPage, { pageSize: 30 })).total).toBe(16);
  });

  it('narrows an organisation manager to its own organisation with scope 02', async () => {
    await setScope('FORMAL_BUYER', '02');
    expect(treeCodes(bodyOf(await post(t, buyer, DU.getDepartTree)))).toEqual(['GROUP-PROC']);
    expect(logins(bodyOf(await post(t, buyer, DU.getDepartUserPage, {})))).toEqual([
      'buyer01',
      'tempbuyer01',
    ]);
    const listSub = refusal(await post(t, buyer, DU.getDepartUserPage, { departId: ids['PROC-SUB'] }), 403);
    expect(listSub).toMatchObject({ ret: '1004', rule: 'scope' });
    const pair = { userId: ids.subbuyer01, departId: ids['PROC-SUB'] };
    const stop = refusal(await post(t, buyer, DU.stopOrStartDepartUser, { ...pair, status: '01' }), 403);
    expect(stop.ret).toBe('1004');
    const row = await t.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', ids.subbuyer01 as string)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('00');
    const add = {
      departId: ids['PROC-SUB'],
      roleId: ids.TEMP_BUYER,
      loginName: 'subbuyer02',
      name: '一科采购员二',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expect(refusal(await post(t, buyer, DU.addDepartUser, add), 403).ret).toBe('1004');
  });

  it('widens an organisation manager to every organisation with scope 00, roles still buyer-side', async () => {
    await setScope('FORMAL_BUYER', '00');
    const tree = treeCodes(bodyOf(await post(t, buyer, DU.getDepartTree)));
    expect(tree).toContain('GROUP-BIZ');
    expect(tree).toContain('PLATFORM');
    expect(logins(bodyOf(await post(t, buyer, DU.getDepartUserPage, { pageSize: 30 })))).toContain('biz01');
    const biz = { userId: await fx.userId('biz01'), departId: ids['GROUP-BIZ'] };
    bodyOf(await post(t, buyer, DU.stopOrStartDepartUser, { ...biz, status: '01' }));
    bodyOf(await post(t, buyer, DU.stopOrStartDepartUser, { ...biz, status: '00' }));
    const roles = bodyOf(await post(t, buyer, DU.getAssignableRoleList)).map((r: Json) => r.code);
    expect(roles.sort()).toEqual(['FORMAL_BUYER', 'GXCX_YWJS', 'TEMP_BUYER']);
    await dropScope('FORMAL_BUYER');
    expect(treeCodes(bodyOf(await post(t, buyer, DU.getDepartTree)))).toEqual(['GROUP-PROC', 'PROC-SUB']);
  });

  it('limits the platform screens of a scoped administrator role, until it is removed', async () => {
    await setScope('SYS_ADMIN', '01');
    const adminPage = async () => bodyOf(await post(t, admin, ORG.getDepartPage, { pageSize: 50 }));
    // admin01 works in PLATFORM, the root: its subtree is everything.
    expect((await adminPage()).total).toBe(9);
    await setScope('SYS_ADMIN', '02');
    expect((await adminPage()).records.map((r: Json) => r.code)).toEqual(['PLATFORM']);
    expect(treeCodes(bodyOf(await post(t, admin, ORG.initOrganizationTree)))).toEqual(['PLATFORM']);
    expect(logins(bodyOf(await post(t, admin, USER.getUserAccountPage, { pageSize: 30 })))).toEqual([
      'admin01',
    ]);
    const group = { id: ids.GROUP, parentId: ids.PLATFORM, name: '交通集团', code: 'GROUP', orgType: '01' };
    expect(refusal(await post(t, admin, ORG.updateDepart, group), 403).rule).toBe('scope');
    expect(
      refusal(await post(t, admin, ORG.stopOrStartDepart, { id: ids.GROUP, status: '01' }), 403).ret,
    ).toBe('1004');
    const root = { name: '新根机构', code: 'NEW-ROOT', orgType: '01' };
    expect(refusal(await post(t, admin, ORG.addDepart, root), 403).ret).toBe('1004');
    const biz = await fx.userId('biz01');
    expect(
      refusal(await post(t, admin, USER.userAccountStopOrStart, { userId: biz, status: '01' }), 403).ret,
    ).toBe('1004');
    const setRole = { userId: biz, departId: ids.PLATFORM, roleId: ids.TEMP_BUYER };
    expect(refusal(await post(t, admin, USER.setRole, setRole), 403).ret).toBe('1004');
    const unchanged = await t.database.db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', ids.GROUP as string)
      .executeTakeFirstOrThrow();
    expect(unchanged.name).toBe('交通集团有限公司');

    await dropScope('SYS_ADMIN');
    expect((await adminPage()).total).toBe(9);
    const row = await t.database.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', ids.GROUP as string)
      .executeTakeFirstOrThrow();
    const same = { ...group, name: row.name, code: row.code, orgType: row.org_type, sort: Number(row.sort) };
    bodyOf(await post(t, admin, ORG.updateDepart, same));
  });
});
