import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MENU_PATHS as PATHS } from '@/shared/contracts/admin-config-menus';
import { MENU_PATHS } from '@/shared/contracts/menus';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const entry = (fields: Record<string, unknown>) => ({ labelKey: 'menu:home', menuType: '00', ...fields });

describe.each(TARGETS)('menu administration on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const idOf = (name: string) => ids[name] as string;

  const get = (path: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `/bidprocurement${path}`, headers: authed(token) });
  const auditOf = (entityId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    ids.root = bodyOf(
      await post(t, admin, PATHS.addFunction, entry({ functionName: 'Qx root', functionLevel: 0 })),
    ).id;
    ids.group = bodyOf(
      await post(
        t,
        admin,
        PATHS.addFunction,
        entry({ functionName: 'Qx group', functionLevel: 1, parentId: idOf('root') }),
      ),
    ).id;
    for (const [name, sort] of [
      ['Qx screen a', 0],
      ['Qx screen b', 1],
    ] as const) {
      const body = entry({
        functionName: name,
        functionLevel: 2,
        parentId: idOf('group'),
        sort,
        path: `/t/${sort}`,
      });
      ids[name] = bodyOf(await post(t, admin, PATHS.addFunction, body)).id;
    }
  });
  afterAll(async () => t?.close());

  it('seeds the configuration screens under the admin groups for the administrator', async () => {
    const res = await post(t, admin, MENU_PATHS.getMenu, { language: 'en' });
    const admins = bodyOf(res).topMenus.find((m: { functionCode: string }) => m.functionCode === 'admin');
    const groups = Object.fromEntries(
      admins.children.map((g: Json) => [g.functionCode, g.children.map((c: Json) => c.path)]),
    );
    expect(groups.systemManagement).toEqual(
      expect.arrayContaining([
        '/systemManagement/menuManagement',
        '/systemManagement/topMenu',
        '/systemManagement/dictionary',
        '/systemManagement/dictionaryBiz',
      ]),
    );
    expect(groups.resourceManagement).toEqual([
      '/resourceManagement/smsConfig',
      '/resourceManagement/smsTemplate',
    ]);
    expect(groups.baseManagement).toEqual(['/baseManagement/regionManage', '/baseManagement/holidayManage']);
    expect(groups.systemSettings).toEqual(
      expect.arrayContaining([
        '/systemSettings/systemConfig',
        '/systemSettings/systemConfigBiz',
        '/systemSettings/platformConfig-list',
        '/systemSettings/internationalLanguage',
        '/systemSettings/agreement',
      ]),
    );
  });

  it('lists the tree, searches by name keeping ancestors, and pages a flat list', async () => {
    const tree = bodyOf(
      await post(t, admin, PATHS.getFunctionList, { functionName: 'screen B', language: 'en' }),
    );
    expect(tree.map((r: Json) => r.functionName)).toEqual(['Qx root']);
    expect(tree[0].id).toBe(idOf('root'));
    expect(tree[0].children[0].children.map((c: Json) => c.functionName)).toEqual(['Qx screen b']);
    expect(tree[0].children[0].children[0]).toMatchObject({
      label: 'Home',
      labelKey: 'menu:home',
      path: '/t/1',
    });

    const page = bodyOf(
      await post(t, admin, PATHS.getFunctionList, { functionName: 'qx', pageNo: 2, pageSize: 10 }),
    );
    expect(page).toMatchObject({ total: 4, pageNo: 2, pageSize: 10, records: [] });
    const first = bodyOf(await post(t, admin, PATHS.getFunctionList, { functionName: 'qx', pageNo: 1 }));
    expect(first.records.map((r: Json) => r.functionName)).toEqual([
      'Qx root',
      'Qx group',
      'Qx screen a',
      'Qx screen b',
    ]);
    const business = bodyOf(
      await post(t, admin, PATHS.getFunctionList, { menuType: '01', pageNo: 1, pageSize: 100 }),
    );
    expect(business.records.every((r: Json) => r.menuType === '01')).toBe(true);
  });

  it('answers the detail with the parent name and NOT_FOUND for an unknown id', async () => {
    const detail = bodyOf(await get(`${PATHS.getFunctionDetail}?id=${idOf('Qx screen a')}`));
    expect(detail).toMatchObject({ functionName: 'Qx screen a', functionLevel: 2, parentName: 'Qx group' });
    expect(refusal(await get(`${PATHS.getFunctionDetail}?id=nope`), 404).ret).toBe('1003');
  });

  it('inserts among siblings at a position, shifting the later ones', async () => {
    const body = entry({
      functionName: 'Qx screen mid',
      functionLevel: 2,
      parentId: idOf('group'),
      position: 1,
    });
    const { id } = bodyOf(await post(t, admin, PATHS.addFunctionMiddle, body));
    const rows = await t.database.db
      .selectFrom('functions')
      .select(['function_name', 'sort'])
      .where('parent_id', '=', idOf('group'))
      .orderBy('sort')
      .execute();
    expect(rows.map((r) => [r.function_name, Number(r.sort)])).toEqual([
      ['Qx screen a', 0],
      ['Qx screen mid', 1],
      ['Qx screen b', 2],
    ]);
    expect((await auditOf(id))[0]).toMatchObject({ entity_type: 'function', action: 'create' });
  });

  it.each([
    [
      'a level 2 entry without parent',
      entry({ functionName: 'x', functionLevel: 2 }),
      'parentId',
      'functionParentRequired',
    ],
    [
      'a parent two levels up',
      entry({ functionName: 'x', functionLevel: 2, parentIdOf: 'root' }),
      'parentId',
      'functionParentLevel',
    ],
    [
      'a missing parent',
      entry({ functionName: 'x', functionLevel: 1, parentId: 'nope' }),
      'parentId',
      'functionParentMissing',
    ],
    [
      'a root with a parent',
      entry({ functionName: 'x', functionLevel: 0, parentIdOf: 'root' }),
      'parentId',
      'functionRootParent',
    ],
    ['level 3', entry({ functionName: 'x', functionLevel: 3 }), 'functionLevel', 'select'],
    ['no name', entry({ functionName: ' ', functionLevel: 0 }), 'functionName', 'required'],
    [
      'a bad label key',
      entry({ functionName: 'x', functionLevel: 0, labelKey: 'home' }),
      'labelKey',
      'labelKeyFormat',
    ],
    ['a bad path', entry({ functionName: 'x', functionLevel: 0, path: 'no slash' }), 'path', 'pathFormat'],
    ['a bad menu type', entry({ functionName: 'x', functionLevel: 0, menuType: '02' }), 'menuType', 'select'],
  ])('refuses %s naming the field and rule', async (_name, raw, field, rule) => {
    const { parentIdOf, ...body } = raw as Record<string, unknown>;
    if (parentIdOf) body.parentId = idOf(parentIdOf as string);
    const header = refusal(await post(t, admin, PATHS.addFunction, body), 400);
    expect(header).toMatchObject({ ret: '1001', field, rule });
  });

  it('refuses a taken path or code with CONFLICT', async () => {
    const dupPath = entry({ functionName: 'x', functionLevel: 0, path: '/t/0' });
    expect(refusal(await post(t, admin, PATHS.addFunction, dupPath), 409)).toMatchObject({
      field: 'path',
      rule: 'unique',
    });
    const dupCode = entry({ functionName: 'x', functionLevel: 0, functionCode: 'menuManagement' });
    expect(refusal(await post(t, admin, PATHS.addFunction, dupCode), 409)).toMatchObject({
      field: 'functionCode',
    });
  });

  it('updates an entry with an audit entry, keeping its code fixed and its level while it has children', async () => {
    const body = entry({
      id: idOf('Qx screen a'),
      functionName: 'Qx screen A2',
      functionLevel: 2,
      parentId: idOf('group'),
      path: '/t/a2',
    });
    bodyOf(await post(t, admin, PATHS.updateFunction, body));
    const row = await t.database.db
      .selectFrom('functions')
      .selectAll()
      .where('id', '=', idOf('Qx screen a'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ function_name: 'Qx screen A2', path: '/t/a2' });
    const audit = await auditOf(idOf('Qx screen a'));
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_role: 'SYS_ADMIN' });
    expect(JSON.parse(audit.at(-1)?.before_summary ?? '{}').function_name).toBe('Qx screen a');

    const menu = await t.database.db
      .selectFrom('functions')
      .select(['id', 'parent_id'])
      .where('function_code', '=', 'menuManagement')
      .executeTakeFirstOrThrow();
    const recode = entry({
      id: menu.id,
      functionCode: 'other',
      functionName: 'x',
      functionLevel: 2,
      parentId: menu.parent_id,
    });
    expect(refusal(await post(t, admin, PATHS.updateFunction, recode), 400)).toMatchObject({
      rule: 'functionCodeFixed',
    });
    const relevel = entry({ id: idOf('group'), functionName: 'Qx group', functionLevel: 0 });
    expect(refusal(await post(t, admin, PATHS.updateFunction, relevel), 409).rule).toBe(
      'functionLevelChildren',
    );
  });

  it('refuses to delete an entry with children and deletes a leaf with its grants', async () => {
    expect(refusal(await post(t, admin, `${PATHS.deleteFunction}?id=${idOf('group')}`), 409).rule).toBe(
      'functionHasChildren',
    );
    const role = await t.database.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'SYS_ADMIN')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('role_functions')
      .values({ role_id: role.id, function_id: idOf('Qx screen b') })
      .execute();
    const removed = bodyOf(await post(t, admin, `${PATHS.deleteFunction}?id=${idOf('Qx screen b')}`));
    expect(removed).toEqual({ id: idOf('Qx screen b'), removedGrants: 1 });
    const grants = await t.database.db
      .selectFrom('role_functions')
      .selectAll()
      .where('function_id', '=', idOf('Qx screen b'))
      .execute();
    expect(grants).toEqual([]);
    expect((await auditOf(idOf('Qx screen b'))).at(-1)?.action).toBe('delete');
    expect(refusal(await post(t, admin, PATHS.deleteFunction, { id: idOf('Qx screen b') }), 404).ret).toBe(
      '1003',
    );
  });

  it('replays a creation with the same Idempotency-Key without creating twice', async () => {
    const body = entry({ functionName: 'Qx idem', functionLevel: 0 });
    const headers = { 'idempotency-key': 'menu-idem-0001' };
    const first = bodyOf(await post(t, admin, PATHS.addFunction, body, headers));
    const again = bodyOf(await post(t, admin, PATHS.addFunction, body, headers));
    expect(again).toEqual(first);
    const rows = await t.database.db
      .selectFrom('functions')
      .select('id')
      .where('function_name', '=', 'Qx idem')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each(['supplier01', 'buyer01', 'expert01'])('refuses %s with FORBIDDEN', async (login) => {
    const token = await signIn(t, login);
    expect(refusal(await post(t, token, PATHS.getFunctionList, {}), 403).ret).toBe('1004');
    expect(
      refusal(await post(t, token, PATHS.addFunction, entry({ functionName: 'x', functionLevel: 0 })), 403)
        .ret,
    ).toBe('1004');
    expect(
      refusal(await post(t, token, PATHS.updateTopFunction, { id: idOf('root'), isTop: true }), 403).ret,
    ).toBe('1004');
    expect(refusal(await post(t, token, PATHS.getIconPage, {}), 403).ret).toBe('1004');
  });
});
