import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_PATHS as PATHS } from '@/shared/contracts/admin-monitor';
import { DEPART_USER_PATHS as DU } from '@/shared/contracts/org-depart-users';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';
import { ROLE_PATHS } from '@/shared/contracts/org-roles';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const url = (path: string) => `/bidprocurement${path}`;

describe.each(TARGETS)('interface permissions drive the server checks on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let buyer: string;
  let supplier: string;
  const idOf = async (path: string) => {
    const page = bodyOf(await post(t, admin, PATHS.apiList, { keyword: path, pageSize: 50 }));
    const row = page.records.find((r: Json) => r.url === url(path) && r.method === 'POST');
    if (!row) throw new Error(`no list entry for ${path}`);
    return row as Json;
  };
  const edit = (body: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
    post(t, token, `${PATHS.apiEdit}?langCode=en`, body, headers);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    buyer = await signIn(t, 'buyer01', { loginType: '02' });
    supplier = await signIn(t, 'supplier01');
  }, 30_000);
  afterAll(async () => t?.close());

  it('stores one entry per route, seeded from the code', async () => {
    const rows = await t.database.db.selectFrom('api_permissions').selectAll().execute();
    expect(rows.length).toBeGreaterThan(100);
    const tree = await idOf(DU.getDepartTree);
    expect(tree).toMatchObject({
      permission: 'buyerOrgManage',
      declaredPermission: 'buyerOrgManage',
      overridden: false,
      disabled: false,
    });
    expect((await idOf('/common-common/tools/getTime')).permission).toBe('public');
  });

  it('refuses a role that had access once the administrator requires another screen, and back', async () => {
    bodyOf(await post(t, buyer, DU.getDepartTree));
    const route = await idOf(DU.getDepartTree);
    const changed = bodyOf(await edit({ id: route.id, permission: 'systemBuyerOrgManage' }));
    expect(changed).toMatchObject({ permission: 'systemBuyerOrgManage', overridden: true });
    expect(refusal(await post(t, buyer, DU.getDepartTree), 403).ret).toBe('1004');
    bodyOf(await post(t, admin, DU.getDepartTree));
    const filtered = bodyOf(await post(t, admin, PATHS.apiList, { permission: 'systemBuyerOrgManage' }));
    expect(filtered.records.map((r: Json) => r.url)).toContain(url(DU.getDepartTree));

    const reset = bodyOf(await post(t, admin, PATHS.apiReset, { id: route.id }));
    expect(reset).toMatchObject({ permission: 'buyerOrgManage', overridden: false });
    bodyOf(await post(t, buyer, DU.getDepartTree));
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'apiPermission')
      .where('entity_id', '=', route.id)
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['update', 'reset']);
  });

  it('opens a route to a role that was refused, limited to the roles named', async () => {
    expect(refusal(await post(t, supplier, PATHS.expertPage), 403).ret).toBe('1004');
    const route = await idOf(PATHS.expertPage);
    bodyOf(await edit({ id: route.id, permission: 'session', roles: ['FORMAL_SUPPLIER', 'SYS_ADMIN'] }));
    expect(bodyOf(await post(t, supplier, PATHS.expertPage)).total).toBe(6); // expert01..expert05 and tempexpert01
    bodyOf(await post(t, admin, PATHS.expertPage));
    expect(refusal(await post(t, buyer, PATHS.expertPage), 403).ret).toBe('1004');
    bodyOf(await post(t, admin, PATHS.apiReset, { id: route.id }));
    expect(refusal(await post(t, supplier, PATHS.expertPage), 403).ret).toBe('1004');
  });

  it('switches a route off for everyone, with a clear message', async () => {
    const route = await idOf(PATHS.cacheGroups);
    bodyOf(await edit({ id: route.id, permission: route.permission, disabled: true }));
    const off = refusal(await post(t, admin, `${PATHS.cacheGroups}?langCode=en`), 403);
    expect(off).toMatchObject({
      ret: '1004',
      message: 'This interface has been switched off by an administrator',
    });
    bodyOf(await post(t, admin, PATHS.apiReset, { id: route.id }));
    bodyOf(await post(t, admin, PATHS.cacheGroups));
  });

  it('refuses changes that would lock the administrator out of the permission screens', async () => {
    // A screen the administrator's role does not hold.
    const held = t.database.db
      .selectFrom('role_functions as rf')
      .innerJoin('roles as r', 'r.id', 'rf.role_id')
      .select('rf.function_id')
      .where('r.code', '=', 'SYS_ADMIN');
    const lacked = await t.database.db
      .selectFrom('functions')
      .select('function_code')
      .where('function_code', 'is not', null)
      .where('id', 'not in', held)
      .executeTakeFirstOrThrow();
    const foreign = lacked.function_code as string;
    const lockouts = [
      { path: PATHS.apiList, change: { permission: foreign } },
      { path: PATHS.apiEdit, change: { permission: 'apiManageList', disabled: true } },
      { path: PATHS.apiReset, change: { permission: 'session', roles: ['FORMAL_BUYER'] } },
      { path: PATHS.dataPermissionEdit, change: { permission: foreign } },
      { path: ROLE_PATHS.saveRoleFunctions, change: { permission: foreign } },
      { path: MENU_PATHS.getMenu, change: { permission: 'session', disabled: true } },
    ];
    for (const { path, change } of lockouts) {
      const route = await idOf(path);
      const header = refusal(await edit({ id: route.id, ...change }), 409);
      expect(header, path).toMatchObject({
        ret: '1007',
        rule: 'selfLockout',
        message: 'This change would lock you out of the permission screens; keep access for your own role',
      });
    }
    const listId = (await idOf(PATHS.apiList)).id;
    const zh = refusal(await post(t, admin, PATHS.apiEdit, { id: listId, permission: foreign }), 409);
    expect(zh.message).toBe('此修改会使您无法再访问权限管理页面，请为您当前的角色保留访问权限');
    // Keeping access for one's own role is fine, even on a guarded screen.
    const list = await idOf(PATHS.apiList);
    bodyOf(await edit({ id: list.id, permission: 'apiManageList', roles: ['SYS_ADMIN'] }));
    bodyOf(await post(t, admin, PATHS.apiList));
    bodyOf(await post(t, admin, PATHS.apiReset, { id: list.id }));
    expect((await idOf(PATHS.apiList)).overridden).toBe(false);
  });

  it('refuses bad input and public routes, changing nothing', async () => {
    const route = await idOf(PATHS.expertPage);
    expect(refusal(await edit({ id: route.id, permission: 'noSuchScreen' }), 400)).toMatchObject({
      field: 'permission',
      rule: 'exists',
      message: 'No function has this code; enter a function code or session',
    });
    expect(refusal(await edit({ id: route.id, permission: 'session', roles: ['NOPE'] }), 400)).toMatchObject({
      field: 'roles',
    });
    expect(refusal(await edit({ id: route.id, permission: 'public' }), 400)).toMatchObject({
      field: 'permission',
    });
    expect(refusal(await edit({ id: route.id, permission: 'session', disabled: 'yes' }), 400)).toMatchObject({
      field: 'disabled',
    });
    expect(refusal(await edit({ id: 'missing', permission: 'session' }), 404).field).toBe('id');
    const time = await idOf('/common-common/tools/getTime');
    expect(refusal(await edit({ id: time.id, permission: 'session' }), 409).rule).toBe('publicFixed');
    expect((await idOf(PATHS.expertPage)).overridden).toBe(false);
    expect(refusal(await edit({ id: route.id, permission: 'session' }, supplier), 403).ret).toBe('1004');
  });

  it('applies an edit once for a replayed Idempotency-Key', async () => {
    const route = await idOf(PATHS.expertPage);
    const audits = () =>
      t.database.db.selectFrom('audit_log').select('seq').where('entity_id', '=', route.id).execute();
    const before = (await audits()).length;
    const headers = { 'idempotency-key': 'api-permission-0001' };
    const body = { id: route.id, permission: 'expertManageList', roles: ['SYS_ADMIN'] };
    const first = bodyOf(await edit(body, admin, headers));
    expect(bodyOf(await edit(body, admin, headers))).toEqual(first);
    expect(await audits()).toHaveLength(before + 1);
    bodyOf(await post(t, admin, PATHS.apiReset, { id: route.id }));
  });

  it('reaches another server process on the same database through the version number', async () => {
    const other = await buildApp(
      { ...loadConfig({}), seedDemo: false, clientDir: undefined, logLevel: 'silent' },
      { logger: false, database: t.database, clock: t.clock },
    );
    try {
      const call = () =>
        other.app.inject({
          method: 'POST',
          url: url(DU.getDepartTree),
          headers: { 'x-auth-token': buyer },
          payload: {},
        });
      expect((await call()).statusCode).toBe(200);
      const route = await idOf(DU.getDepartTree);
      bodyOf(await edit({ id: route.id, permission: 'systemBuyerOrgManage' }));
      // The other process rereads the version within its recheck interval: wait for it.
      const deadline = Date.now() + 10_000;
      let status = (await call()).statusCode;
      while (status !== 403 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await call()).statusCode;
      }
      expect(status).toBe(403);
      bodyOf(await post(t, admin, PATHS.apiReset, { id: route.id }));
      let back = (await call()).statusCode;
      while (back !== 200 && Date.now() < deadline + 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = (await call()).statusCode;
      }
      expect(back).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});
