import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { MENU_PATHS, type MenuEntry } from '@/shared/contracts/menus';
import { MENU_SEED, seedMenus } from '@/server/db/seed/seed-menus';
import { randomId } from '@/shared/format/random-id';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const url = (path: string, query = '') => `/bidprocurement${path}${query}`;

/** Label and path of each entry, nested like the tree: easy to compare whole. */
const outline = (entries: MenuEntry[]): unknown[] =>
  entries.map((e) => ({ label: e.label, path: e.path, children: outline(e.children) }));

const WORKBENCH_EN = {
  label: 'Workbench',
  path: null,
  children: [
    { label: 'Home', path: '/home', children: [] },
    { label: 'Sync centre', path: '/syncCentre', children: [] },
  ],
};

describe.each(TARGETS)('menus by role and language on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // A business-role-only screen with a level-2 child.
    await seedMenus(t.database, t.clock, [
      ...MENU_SEED,
      {
        code: 't-biz',
        parentCode: 'workbench',
        name: '业务',
        labelKey: 'menu:syncCentre',
        icon: 'biz',
        level: 1,
        path: '/tBiz',
        menuType: '01',
        sort: 5,
        roles: [ROLES.GXCX_YWJS],
      },
      {
        code: 't-biz-child',
        parentCode: 't-biz',
        name: '子',
        labelKey: 'menu:home',
        icon: 'child',
        level: 2,
        path: '/tBiz/child',
        menuType: '01',
        sort: 0,
        roles: [ROLES.GXCX_YWJS],
      },
    ]);
    // Menus have three levels; an entry below them (only an administrator could make one) is left out.
    const db = t.database.db;
    const child = await db
      .selectFrom('functions')
      .select('id')
      .where('function_code', '=', 't-biz-child')
      .executeTakeFirstOrThrow();
    const bizRole = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', ROLES.GXCX_YWJS)
      .executeTakeFirstOrThrow();
    const deepId = randomId();
    await db
      .insertInto('functions')
      .values({
        id: deepId,
        parent_id: child.id,
        function_name: '深',
        function_icon_style: null,
        function_level: 3,
        path: '/tBiz/deep',
        new_path: null,
        label: 'menu:home',
        query: null,
        menu_type: '01',
        is_top: 0,
        sort: 0,
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    await db.insertInto('role_functions').values({ role_id: bizRole.id, function_id: deepId }).execute();
  });
  afterAll(async () => t.close());

  const post = (path: string, token?: string, payload: object = {}, query = '') =>
    t.app.inject({ method: 'POST', url: url(path, query), payload, headers: token ? authed(token) : {} });

  it.each([
    ['admin01', undefined],
    ['buyer01', '02'],
    ['biz01', '02'],
    ['tempbuyer01', '02'],
    ['agent01', '03'],
    ['tempagent01', '03'],
    ['supplier01', '01'],
    ['tempsupplier01', '01'],
    ['expert01', '04'],
    ['tempexpert01', '04'],
  ])('gives %s the workbench with home and sync centre', async (loginName, loginType) => {
    const token = await signIn(t, loginName, { loginType });
    const res = await post(MENU_PATHS.getMenu, token, { language: 'en' });
    expect(res.json().header.ret).toBe('0');
    const { topMenus, menus } = res.json().body;
    const expected =
      loginName === 'biz01'
        ? {
            ...WORKBENCH_EN,
            children: [
              ...WORKBENCH_EN.children,
              {
                label: 'Sync centre',
                path: '/tBiz',
                children: [{ label: 'Home', path: '/tBiz/child', children: [] }],
              },
            ],
          }
        : WORKBENCH_EN;
    // Administrators and formal buyers also get administration menus; the workbench is everyone's.
    const workbenchOnly = (menus as MenuEntry[]).filter((e) => e.functionCode === 'workbench');
    expect(outline(workbenchOnly)).toEqual([expected]);
    expect(topMenus.map((e: MenuEntry) => e.label)).toContain('Workbench');
    const [workbench] = workbenchOnly;
    expect(workbench).toMatchObject({
      functionCode: 'workbench',
      functionName: '工作台',
      functionIconStyle: 'appstore',
      functionLevel: 0,
      newPath: null,
      query: null,
      isTop: true,
    });
    expect(workbench?.children[0]).toMatchObject({ functionIconStyle: 'home', functionLevel: 1 });
    expect(workbench?.children[1]).toMatchObject({ functionIconStyle: 'refresh', functionLevel: 1 });
  });

  it.each([
    ['zh', ['工作台', '首页', '同步中心']],
    ['en', ['Workbench', 'Home', 'Sync centre']],
    ['fr', ['Espace de travail', 'Accueil', 'Centre de synchronisation']],
  ])('translates the labels into %s', async (language, labels) => {
    const token = await signIn(t, 'supplier01', { loginType: '01' });
    const byBody = (await post(MENU_PATHS.functionListByRole, token, { language })).json().body;
    const byQuery = (await post(MENU_PATHS.functionListByRole, token, {}, `?langCode=${language}`)).json()
      .body;
    for (const tree of [byBody, byQuery]) {
      expect([tree[0].label, ...tree[0].children.map((e: MenuEntry) => e.label)]).toEqual(labels);
    }
  });

  it('lets an override in lang_resources win once the cache is invalidated or expires', async () => {
    const token = await signIn(t, 'agent01', { loginType: '03' });
    const homeLabel = async (language: string) =>
      (await post(MENU_PATHS.getMenu, token, { language })).json().body.menus[0].children[0].label;
    expect(await homeLabel('en')).toBe('Home');
    const now = t.clock.now().toISOString();
    await t.database.db
      .insertInto('lang_resources')
      .values([
        { id: randomId(), lang: 'en', namespace: 'menu', key: 'home', value: 'Dashboard', updated_at: now },
        { id: randomId(), lang: 'fr', namespace: 'menu', key: 'home', value: 'Tableau', updated_at: now },
      ])
      .execute();
    expect(await homeLabel('en')).toBe('Home');
    t.services.multilang.invalidateLangCache();
    expect(await homeLabel('en')).toBe('Dashboard');
    expect(await homeLabel('zh')).toBe('首页');

    await t.database.db
      .updateTable('lang_resources')
      .set({ value: 'Start' })
      .where('lang', '=', 'en')
      .execute();
    expect(await homeLabel('en')).toBe('Dashboard');
    t.clock.advance(61_000);
    expect(await homeLabel('en')).toBe('Start');
    expect(await homeLabel('fr')).toBe('Tableau');

    await t.database.db.deleteFrom('lang_resources').execute();
    t.services.multilang.invalidateLangCache();
    expect(await homeLabel('en')).toBe('Home');
  });

  it('returns the subtree of a top entry, and nothing for an entry the role cannot see', async () => {
    const token = await signIn(t, 'biz01', { loginType: '02' });
    const top = (await post(MENU_PATHS.getMenu, token, { language: 'en' })).json().body.topMenus[0];
    const sub = (await post(MENU_PATHS.getMenu, token, { topFunctionId: top.id, language: 'en' })).json()
      .body;
    // The business role also holds the plan screens (menu-seed-plans), the construction projects
    // (menu-seed-construction), the schemes (menu-seed-schemes), the buyer-side procurement screens
    // (menu-seed-tenders) and the bidding screens (menu-seed-project-workspace).
    expect(sub.topMenus.map((e: MenuEntry) => e.functionCode)).toEqual([
      'workbench',
      'purchasePlan',
      'projectMgt',
      'procurementProManager',
      'procurement',
      'bidding',
    ]);
    expect(sub.topMenus[0].id).toBe(top.id);
    expect(sub.menus.map((e: MenuEntry) => e.path)).toEqual(['/home', '/syncCentre', '/tBiz']);
    const none = await post(MENU_PATHS.getMenu, token, { topFunctionId: 'nope' });
    expect(none.json().body.menus).toEqual([]);
  });

  it('lists the top entries by GET and POST', async () => {
    const token = await signIn(t, 'expert01', { loginType: '04' });
    const viaGet = await t.app.inject({
      method: 'GET',
      url: url(MENU_PATHS.topFunctionList, '?langCode=fr'),
      headers: authed(token),
    });
    const viaPost = await post(MENU_PATHS.topFunctionList, token, { language: 'fr' });
    for (const res of [viaGet, viaPost]) {
      expect(res.json().header.ret).toBe('0');
      // Experts also have the evaluation hall (menu-seed-tenders) and their own profile screens
      // (menu-seed-parties).
      expect(res.json().body.map((e: MenuEntry) => e.label)).toEqual([
        'Espace de travail',
        'Achats',
        'Expert',
      ]);
    }
  });

  it('filters by function menu type and keeps the groups above the matching screens', async () => {
    const token = await signIn(t, 'biz01', { loginType: '02' });
    const business = (await post(MENU_PATHS.functionListByRole, token, { functionMenuType: '01' })).json()
      .body;
    // The plan, construction and scheme screens are business-type entries (menu-seed-plans,
    // -construction, -schemes).
    expect(business.map((e: MenuEntry) => e.functionCode)).toEqual([
      'workbench',
      'purchasePlan',
      'projectMgt',
      'procurementProManager',
    ]);
    expect(business[0].children.map((e: MenuEntry) => e.functionCode)).toEqual(['t-biz']);
    const system = (await post(MENU_PATHS.functionListByRole, token, { functionMenuType: '00' })).json().body;
    expect(system[0].children.map((e: MenuEntry) => e.functionCode)).toEqual(['home', 'syncCentre']);
    const bad = await post(MENU_PATHS.functionListByRole, token, { functionMenuType: '07' });
    expect(bad.json().header.ret).toBe('1001');
  });

  it('changes the menus when the user switches role', async () => {
    const token = await signIn(t, 'buyer01', { loginType: '02' });
    const codes = async () =>
      (await post(MENU_PATHS.getMenu, token, {}))
        .json()
        .body.menus[0].children.map((e: MenuEntry) => e.functionCode);
    expect(await codes()).toEqual(['home', 'syncCentre']);
    const list = (await post(AUTH_PATHS.departRoleList, token)).json().body.commonUserDepartListVoList;
    const biz = list
      .flatMap(
        (d: { departId: string; commonUserRoleDepartListVoList: { roleId: string; roleCode: string }[] }) =>
          d.commonUserRoleDepartListVoList.map((r) => ({ ...r, departId: d.departId })),
      )
      .find((r: { roleCode: string }) => r.roleCode === ROLES.GXCX_YWJS);
    const switched = await post(AUTH_PATHS.switchRoleOrg, token, { orgId: biz.departId, roleId: biz.roleId });
    expect(switched.json().header.ret).toBe('0');
    expect(await codes()).toEqual(['home', 'syncCentre', 't-biz']);
  });

  it.each([
    ['POST', MENU_PATHS.getMenu],
    ['POST', MENU_PATHS.functionListByRole],
    ['GET', MENU_PATHS.topFunctionList],
    ['POST', MENU_PATHS.topFunctionList],
  ] as const)('refuses %s %s without a session with ret 1000', async (method, path) => {
    const res = await t.app.inject({ method, url: url(path), ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json().header.ret).toBe('1000');
  });

  it('seeds idempotently and keeps a grant an administrator removed', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('functions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const home = await t.database.db
      .selectFrom('functions')
      .select('id')
      .where('function_code', '=', 'home')
      .executeTakeFirstOrThrow();
    const expertRole = await t.database.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', ROLES.FORMAL_EXPERT)
      .executeTakeFirstOrThrow();
    await t.database.db
      .deleteFrom('role_functions')
      .where('function_id', '=', home.id)
      .where('role_id', '=', expertRole.id)
      .execute();
    await seedMenus(t.database, t.clock);
    expect(await count()).toBe(before);
    const token = await signIn(t, 'expert01', { loginType: '04' });
    const menus = (await post(MENU_PATHS.getMenu, token, {})).json().body.menus;
    expect(menus[0].children.map((e: MenuEntry) => e.functionCode)).toEqual(['syncCentre']);
  });
});
