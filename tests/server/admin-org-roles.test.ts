import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPART_USER_PATHS as DU } from '@/shared/contracts/org-depart-users';
import { ROLE_PATHS as ROLE } from '@/shared/contracts/org-roles';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** Every node of a tree, depth first. */
const flat = (nodes: Json[]): Json[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe.each(TARGETS)('roles and menu permissions on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  const fx = orgFixtures(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    buyer = await signIn(t, 'buyer01', { loginType: '02' });
  });
  afterAll(async () => t?.close());

  it('pages system and buyer roles separately, flagging the built-in ones', async () => {
    const system = bodyOf(await post(t, admin, ROLE.getRolePage, { menuType: '00', pageSize: 30 }));
    expect(system.total).toBe(7);
    expect(system.records.every((r: Json) => r.builtIn && r.menuType === '00')).toBe(true);
    const buyers = bodyOf(await post(t, buyer, ROLE.getRolePage, { menuType: '01' }));
    expect(buyers.records.map((r: Json) => [r.code, r.userCount])).toEqual([
      ['FORMAL_BUYER', 1],
      ['GXCX_YWJS', 2],
      ['TEMP_BUYER', 1],
    ]);
    expect(bodyOf(await post(t, admin, ROLE.getRolePage, { menuType: '01', name: '临时' })).total).toBe(1);
    // A formal buyer manages buyer roles only.
    expect(refusal(await post(t, buyer, ROLE.getRolePage, { menuType: '00' }), 403).ret).toBe('1004');
    expect(refusal(await post(t, admin, ROLE.getRolePage, {}), 400)).toMatchObject({ field: 'menuType' });
  });

  it('adds, renames and deletes a role with audit entries; built-in and held roles stay', async () => {
    const { id } = bodyOf(
      await post(t, buyer, ROLE.addRole, { code: 'BUYER_AUDITOR', name: '采购审核员', menuType: '01' }),
    );
    bodyOf(await post(t, buyer, ROLE.updateRole, { id, code: 'BUYER_AUDIT', name: '采购审核' }));
    const dup = refusal(
      await post(t, admin, ROLE.addRole, { code: 'BUYER_AUDIT', name: '重复角色', menuType: '00' }),
      409,
    );
    expect(dup).toMatchObject({ field: 'code', rule: 'codeExists' });
    const bad = refusal(await post(t, admin, ROLE.addRole, { code: 'X', name: '甲', menuType: '00' }), 400);
    expect(bad).toMatchObject({ field: 'name', rule: 'name' });
    bodyOf(await post(t, buyer, ROLE.deleteRole, { id }));
    expect((await fx.auditOf(id)).map((a) => [a.action, a.actor_role])).toEqual([
      ['add', 'FORMAL_BUYER'],
      ['update', 'FORMAL_BUYER'],
      ['delete', 'FORMAL_BUYER'],
    ]);

    const formal = await fx.roleId('FORMAL_BUYER');
    const rename = refusal(
      await post(t, admin, ROLE.updateRole, { id: formal, code: 'BUYER', name: '采购人' }),
      409,
    );
    expect(rename).toMatchObject({ field: 'code', rule: 'builtIn' });
    bodyOf(await post(t, admin, ROLE.updateRole, { id: formal, code: 'FORMAL_BUYER', name: '正式采购人员' }));
    const builtIn = refusal(await post(t, admin, `${ROLE.deleteRole}?langCode=en`, { id: formal }), 409);
    expect(builtIn.message).toBe('Built-in roles cannot be deleted and their code cannot be changed');

    const held = bodyOf(
      await post(t, admin, ROLE.addRole, { code: 'HELD_ROLE', name: '占用角色', menuType: '00' }),
    );
    const user = await fx.userId('agent01');
    await t.database.db
      .insertInto('user_roles')
      .values({
        id: 'held-pair',
        user_id: user,
        depart_id: await fx.orgId('AGENCY-01'),
        role_id: held.id,
        created_at: '2026-01-01',
      })
      .execute();
    expect(refusal(await post(t, admin, ROLE.deleteRole, { id: held.id }), 409).rule).toBe('inUse');
    const holders = bodyOf(await post(t, admin, ROLE.getRoleUserPage, { roleId: held.id }));
    expect(holders.records).toEqual([
      expect.objectContaining({ id: user, loginName: 'agent01', departName: '华通招标代理有限公司' }),
    ]);
    // A system role is out of a formal buyer's reach, whatever the call.
    expect(refusal(await post(t, buyer, ROLE.getRoleUserPage, { roleId: held.id }), 403).ret).toBe('1004');
    expect(refusal(await post(t, buyer, ROLE.deleteRole, { id: held.id }), 403).ret).toBe('1004');
  });

  it('shows the function tree of the role’s menu type with the grants checked', async () => {
    const formal = await fx.roleId('FORMAL_BUYER');
    const tree = flat(
      bodyOf(await post(t, buyer, `${ROLE.getRoleFunctionTree}?langCode=en`, { roleId: formal })),
    );
    const byCode = new Map(tree.map((n) => [n.functionCode, n]));
    expect(byCode.get('buyerOrgManage')).toMatchObject({
      checked: true,
      disabled: false,
      label: 'Organisation user management',
    });
    expect(byCode.get('buyerManagement')).toMatchObject({ checked: false, disabled: false });
    // The top entry is of the other type: it only holds the tree.
    expect(byCode.get('admin')).toMatchObject({ disabled: true, checked: false });
    expect(byCode.has('userManage')).toBe(false);
  });

  it('saves grants of the menu type, which the server enforces at once', async () => {
    const formal = await fx.roleId('FORMAL_BUYER');
    const orgScreen = await fx.functionId('buyerOrgManage');
    const roleScreen = await fx.functionId('buyerRoleManage');
    expect(bodyOf(await post(t, buyer, DU.getDepartUserPage, {})).total).toBeGreaterThan(0);

    bodyOf(await post(t, admin, ROLE.saveRoleFunctions, { roleId: formal, functionIds: [roleScreen] }));
    expect(refusal(await post(t, buyer, DU.getDepartUserPage, {}), 403).ret).toBe('1004');
    // Grants of the other menu type (home, sync centre, the buyer's own profile screens, the
    // procurement screens) are untouched.
    const granted = await t.database.db
      .selectFrom('role_functions as rf')
      .innerJoin('functions as f', 'f.id', 'rf.function_id')
      .select('f.function_code')
      .where('rf.role_id', '=', formal)
      .execute();
    expect(granted.map((g) => g.function_code).sort()).toEqual([
      'bidding-bidOpeningHall-list',
      'bidding-bidProjectStep',
      'bidding-projectManager',
      'bidding-unmannedOperation-list',
      'buyerProfile-buyerChange',
      'buyerProfile-buyerInfo',
      'buyerProfile-editBuyer',
      'buyerRoleManage',
      'clarification-objectionList',
      'home',
      'opened-openedScreen',
      'procurement-contactInfo',
      'procurement-contactInfoAdd',
      'procurement-contactInfoAuditList',
      'procurement-contactInfoNoAuditList',
      'procurement-contractStatusList',
      'procurement-docRecord',
      'procurement-docRecordList',
      'procurement-docRecordNoFreeList',
      'procurement-evaluationResults',
      'procurement-invitation',
      'procurement-manyTablePrice',
      'procurement-negotiateReport',
      'procurement-offerResultContent',
      'procurement-probidCommittee',
      'procurement-procClarificationList',
      'procurement-procClarificationQuestionList',
      'procurement-procEvaluateClarifyList',
      'procurement-procSourcingManage-list',
      'procurement-procSourcingSpv-list',
      'procurement-procurementAdvicenoteList',
      'procurement-procurementDocuments',
      'procurement-procurementDocumentsPurchase',
      'procurement-procurementPublicty',
      'procurement-wastecontractInfoAuditList',
      'syncCentre',
    ]);

    bodyOf(
      await post(t, buyer, ROLE.saveRoleFunctions, { roleId: formal, functionIds: [roleScreen, orgScreen] }),
    );
    expect(bodyOf(await post(t, buyer, DU.getDepartUserPage, {})).total).toBeGreaterThan(0);
    const audit = (await fx.auditOf(formal)).filter((a) => a.action === 'saveFunctions');
    expect(audit.map((a) => JSON.parse(a.after_summary ?? '{}').functionIds.length)).toEqual([1, 2]);
  });

  it('refuses grants of the other menu type and taking role management from one’s own role', async () => {
    const formal = await fx.roleId('FORMAL_BUYER');
    const system = await fx.functionId('userManage');
    const wrong = refusal(
      await post(t, admin, ROLE.saveRoleFunctions, { roleId: formal, functionIds: [system] }),
      400,
    );
    expect(wrong).toMatchObject({ field: 'functionIds', rule: 'menuType' });
    const lockout = refusal(
      await post(t, buyer, ROLE.saveRoleFunctions, { roleId: formal, functionIds: [] }),
      409,
    );
    expect(lockout.rule).toBe('selfLockout');
    const notArray = refusal(
      await post(t, admin, ROLE.saveRoleFunctions, { roleId: formal, functionIds: 'x' }),
      400,
    );
    expect(notArray.field).toBe('functionIds');
  });

  it('refuses taking a permission screen the administrator’s own role holds, and changes nothing', async () => {
    const sysAdmin = await fx.roleId('SYS_ADMIN');
    const tree = bodyOf(await post(t, admin, ROLE.getRoleFunctionTree, { roleId: sysAdmin }));
    const held = flat(tree)
      .filter((n) => n.checked)
      .map((n) => n.id as string);
    const api = await fx.functionId('apiManageList');
    const data = await fx.functionId('dataManageList');
    expect(held).toEqual(expect.arrayContaining([api, data]));
    for (const dropped of [api, data]) {
      const lockout = refusal(
        await post(t, admin, ROLE.saveRoleFunctions, {
          roleId: sysAdmin,
          functionIds: held.filter((id) => id !== dropped),
        }),
        409,
      );
      expect(lockout.rule).toBe('selfLockout');
    }
    const after = bodyOf(await post(t, admin, ROLE.getRoleFunctionTree, { roleId: sysAdmin }));
    expect(
      flat(after)
        .filter((n) => n.checked)
        .map((n) => n.id),
    ).toEqual(held);
    // Saving the same grants again is allowed: nothing is taken away.
    bodyOf(await post(t, admin, ROLE.saveRoleFunctions, { roleId: sysAdmin, functionIds: held }));
  });

  it('replays an add with the same Idempotency-Key and refuses roles without a role screen', async () => {
    const body = { code: 'IDEM_ROLE', name: '幂等角色', menuType: '00' };
    const headers = { 'idempotency-key': 'role-add-idem-0001' };
    const first = bodyOf(await post(t, admin, ROLE.addRole, body, headers));
    expect(bodyOf(await post(t, admin, ROLE.addRole, body, headers))).toEqual(first);
    expect((await fx.auditOf(first.id)).map((a) => a.action)).toEqual(['add']);

    const supplier = await signIn(t, 'supplier01', { loginType: '01' });
    for (const [path, payload] of [
      [ROLE.getRolePage, { menuType: '01' }],
      [ROLE.getRoleFunctionTree, { roleId: first.id }],
      [ROLE.saveRoleFunctions, { roleId: first.id, functionIds: [] }],
      [ROLE.addRole, { code: 'NOPE_ROLE', name: '无权角色', menuType: '01' }],
    ] as const) {
      expect(refusal(await post(t, supplier, path, payload), 403).ret).toBe('1004');
    }
  });
});
