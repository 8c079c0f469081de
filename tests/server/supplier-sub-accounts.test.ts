import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_USER_PATHS as SUB } from '@/shared/contracts/org-supplier-users';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const PASSWORD = 'Sub#2026acct';
const SUPPLIER = { loginType: '01' } as const;

describe.each(TARGETS)('supplier sub-accounts (supplierUserManage) on %s', (target) => {
  let t: TestApp;
  let owner: string;
  let formalRole: string;
  const fx = orgFixtures(() => t);

  const account = (loginName: string, extra: Record<string, unknown> = {}) => ({
    loginName,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    name: `子账号${loginName.slice(-2)}`,
    phone: '13900001111',
    email: '',
    roleIds: [formalRole],
    isAdmin: false,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signIn(t, 'supplier01', SUPPLIER);
    formalRole = await fx.roleId('FORMAL_SUPPLIER');
  });
  afterAll(async () => t?.close());

  it('tells the organisation, the flag and the roles one may hand out', async () => {
    const context = bodyOf(await post(t, owner, SUB.getSubAccountContext, {}));
    expect(context).toMatchObject({ departId: await fx.orgId('SUPPLIER-01'), isAdmin: true });
    expect(context.roles.map((r: Json) => r.code)).toEqual(['FORMAL_SUPPLIER']);
    const page = bodyOf(await post(t, owner, SUB.getSubAccountPage, {}));
    // Only SUPPLIER-01's accounts: supplier01 and tempsupplier01, never supplier02.
    expect(page.records.map((r: Json) => r.loginName).sort()).toEqual(['supplier01', 'tempsupplier01']);
    const me = page.records.find((r: Json) => r.loginName === 'supplier01');
    expect(me).toMatchObject({ isAdmin: true, subAccount: false, self: true });
  });

  it('adds a sub-account, audited and idempotent, who then signs in with the supplier login', async () => {
    const key = { 'idempotency-key': 'sub-add-0001-key' };
    const first = bodyOf(await post(t, owner, SUB.addSubAccount, account('subacct01'), key));
    const again = bodyOf(await post(t, owner, SUB.addSubAccount, account('subacct01'), key));
    expect(again.id).toBe(first.id);
    const session = await signIn(t, 'subacct01', { ...SUPPLIER, password: PASSWORD });
    expect(await fx.sessionRet(session)).toBe('0');
    expect((await fx.auditOf(first.id)).map((a) => a.action)).toEqual(['addSubAccount']);
    const page = bodyOf(await post(t, owner, SUB.getSubAccountPage, { loginName: 'subacct01' }));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ isAdmin: false, subAccount: true, self: false, status: '00' });
    expect(page.records[0].roles.map((r: Json) => r.code)).toEqual(['FORMAL_SUPPLIER']);
    const taken = refusal(await post(t, owner, SUB.addSubAccount, account('SubAcct01')), 409);
    expect(taken).toMatchObject({ field: 'loginName', rule: 'loginNameExists' });
  });

  it('refuses a sub-account without the flag, then lets it manage once flagged', async () => {
    const { id } = bodyOf(await post(t, owner, SUB.addSubAccount, account('subacct02')));
    const sub = await signIn(t, 'subacct02', { ...SUPPLIER, password: PASSWORD });
    expect(bodyOf(await post(t, sub, SUB.getSubAccountContext, {})).isAdmin).toBe(false);
    const refused = refusal(await post(t, sub, SUB.getSubAccountPage, {}), 403);
    expect(refused).toMatchObject({ rule: 'supplierAdmin', message: '只有本单位的管理员账号可以管理子账号' });
    refusal(await post(t, sub, SUB.addSubAccount, account('subacct03')), 403);
    const update = {
      userId: id,
      name: '管理子账号',
      phone: '',
      email: '',
      roleIds: [formalRole],
      isAdmin: true,
    };
    bodyOf(await post(t, owner, SUB.updateSubAccount, update));
    expect(bodyOf(await post(t, sub, SUB.getSubAccountPage, {})).total).toBeGreaterThanOrEqual(4);
    // A flagged sub-account leaves the organisation's own account to its holder.
    const ownerId = await fx.userId('supplier01');
    const onOwner = refusal(
      await post(t, sub, SUB.stopOrStartSubAccount, { userId: ownerId, status: '01' }),
      409,
    );
    expect(onOwner.rule).toBe('owner');
    // Nobody demotes or stops themselves.
    const demote = refusal(await post(t, sub, SUB.updateSubAccount, { ...update, isAdmin: false }), 409);
    expect(demote.rule).toBe('self');
    refusal(await post(t, sub, SUB.stopOrStartSubAccount, { userId: id, status: '01' }), 409);
  });

  it('stops, starts and resets the password of a sub-account; sessions end', async () => {
    const { id } = bodyOf(await post(t, owner, SUB.addSubAccount, account('subacct04')));
    const session = await signIn(t, 'subacct04', { ...SUPPLIER, password: PASSWORD });
    bodyOf(await post(t, owner, SUB.stopOrStartSubAccount, { userId: id, status: '01' }));
    expect(await fx.sessionRet(session)).toBe('1000');
    await expect(signIn(t, 'subacct04', { ...SUPPLIER, password: PASSWORD })).rejects.toThrow();
    bodyOf(await post(t, owner, SUB.stopOrStartSubAccount, { userId: id, status: '00' }));
    const fresh = 'Fresh#2026pw';
    bodyOf(
      await post(t, owner, SUB.resetSubAccountSecret, {
        userId: id,
        password: fresh,
        confirmPassword: fresh,
      }),
    );
    expect(await signIn(t, 'subacct04', { ...SUPPLIER, password: fresh })).toEqual(expect.any(String));
    expect((await fx.auditOf(id)).map((a) => a.action)).toEqual([
      'addSubAccount',
      'stop',
      'start',
      'resetSecret',
    ]);
  });

  it('never reaches another supplier organisation, either way', async () => {
    const other = await signIn(t, 'supplier02', SUPPLIER);
    const otherPage = bodyOf(await post(t, other, SUB.getSubAccountPage, {}));
    expect(otherPage.records.map((r: Json) => r.loginName)).toEqual(['supplier02']);
    const mine = await fx.userId('subacct01');
    const theirs = await fx.userId('supplier02');
    for (const [token, userId] of [
      [other, mine],
      [owner, theirs],
    ] as const) {
      refusal(await post(t, token, SUB.stopOrStartSubAccount, { userId, status: '01' }), 404);
      refusal(
        await post(t, token, SUB.resetSubAccountSecret, {
          userId,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        }),
        404,
      );
      const edit = { userId, name: '越权修改', phone: '', email: '', roleIds: [formalRole], isAdmin: true };
      refusal(await post(t, token, SUB.updateSubAccount, edit), 404);
    }
    // Roles the administrator does not hold there are not its to hand out.
    const buyerRole = await fx.roleId('FORMAL_BUYER');
    const role = refusal(
      await post(t, owner, SUB.addSubAccount, account('subacct05', { roleIds: [buyerRole] })),
      403,
    );
    expect(role).toMatchObject({ field: 'roleIds', rule: 'role' });
    expect(await fx.sessionRet(other)).toBe('0');
  });

  it('refuses other roles and bad input with translated 4xx', async () => {
    const buyer = await signIn(t, 'buyer01');
    refusal(await post(t, buyer, SUB.getSubAccountPage, {}), 403);
    const admin = await signIn(t, 'admin01');
    refusal(await post(t, admin, SUB.addSubAccount, account('subacct06')), 403);
    const bad = refusal(await post(t, owner, SUB.addSubAccount, account('subacct07', { roleIds: [] })), 400);
    expect(bad.field).toBe('roleIds');
    const mismatch = refusal(
      await post(t, owner, SUB.addSubAccount, account('subacct07', { confirmPassword: 'Other#2026x' })),
      400,
    );
    expect(mismatch.field).toBe('confirmPassword');
  });
});
