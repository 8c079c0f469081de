import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { seedDemoData } from '@/server/db/seed/seed-demo';
import { DEMO_PROJECT_CODES } from '@/server/db/seed/seed-tenders';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';
import { LOGIN_TYPE_ROLES, type LoginType } from '@/shared/codes/roles';
import { TENDER_PATHS as PATHS, TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const BUYER_SIDE = ['FORMAL_BUYER', 'FORMAL_AGENT', 'GXCX_YWJS'];

/** One session per demo account, in the role of its first pair (as admin-matrix does). */
const ACCOUNTS = DEMO_ACCOUNTS.map((account) => {
  const role = account.pairs[0]?.role ?? '';
  const loginType = Object.entries(LOGIN_TYPE_ROLES).find(([, roles]) =>
    (roles as readonly string[]).includes(role),
  )?.[0] as LoginType | undefined;
  return { loginName: account.loginName, role, loginType };
});

describe.each(TARGETS)('tender project access and demo data on %s', (target) => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(target);
    for (const a of ACCOUNTS)
      tokens.set(a.loginName, await signIn(t, a.loginName, a.loginType ? { loginType: a.loginType } : {}));
  });
  afterAll(async () => t?.close());

  const call = (path: string, loginName: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: authed(tokens.get(loginName) ?? ''),
    });

  it.each(ACCOUNTS.map((a) => [a.loginName, a.role] as const))(
    'lets %s (%s) reach the project screens exactly when its menus hold them',
    async (loginName, role) => {
      const buyerSide = BUYER_SIDE.includes(role);
      const supplier = role === 'FORMAL_SUPPLIER';
      for (const [path, allowed] of [
        [PATHS.projectPage, buyerSide],
        [PATHS.openPage, supplier],
      ] as const) {
        const header = (await call(path, loginName)).json().header;
        expect([path, header.ret]).toEqual([path, allowed ? '0' : '1004']);
      }
      const menus = (await call(MENU_PATHS.getMenu, loginName, { language: 'en' })).json().body;
      const paths = JSON.stringify(menus);
      expect(paths.includes(R.projectList)).toBe(buyerSide);
      expect(paths.includes(R.openTenders)).toBe(supplier);
      expect(paths.includes(R.evaluationHall)).toBe(role === 'FORMAL_EXPERT');
    },
  );

  it('seeds the tendering demo once, consistent with the rules', async () => {
    const buyerOrg = (
      await t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'GROUP-PROC')
        .executeTakeFirstOrThrow()
    ).id;
    const demo = await t.database.db
      .selectFrom('tender_projects')
      .selectAll()
      .where('project_code', 'in', Object.values(DEMO_PROJECT_CODES))
      .orderBy('project_code')
      .execute();
    expect(demo.map((p) => [p.project_code, p.status, p.depart_id])).toEqual([
      [DEMO_PROJECT_CODES.published, '03', buyerOrg],
      [DEMO_PROJECT_CODES.draft, '00', buyerOrg],
    ]);
    const published = demo[0];
    if (!published) throw new Error('no published demo project');
    const seededAt = Date.parse(published.created_at);
    expect(published.signup_end_time).toBe(new Date(seededAt + 7 * DAY).toISOString());
    expect(published.quote_end_time).toBe(new Date(seededAt + 10 * DAY).toISOString());

    const open = (await call(PATHS.openGet, 'supplier01', { id: published.id })).json();
    expect([open.header.ret, open.body.mySignupStatus, open.body.myOfferStatus]).toEqual(['0', '01', null]);
    const own = (await call(PATHS.projectPage, 'buyer01', { pageSize: 100 })).json().body;
    expect(own.records.map((r: { projectCode: string }) => r.projectCode)).toEqual(
      expect.arrayContaining(Object.values(DEMO_PROJECT_CODES)),
    );
    const task = await t.database.db
      .selectFrom('evaluation_tasks as e')
      .innerJoin('users as u', 'u.id', 'e.expert_user_id')
      .select(['u.login_name', 'e.status'])
      .where('e.project_id', '=', published.id)
      .execute();
    expect(task).toEqual([{ login_name: 'expert01', status: '00' }]);

    const counts = () =>
      Promise.all(
        (['tender_signups', 'tender_clarifications', 'evaluation_tasks'] as const).map(async (table) =>
          Number(
            (
              await t.database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('project_id', '=', published.id)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect(await counts()).toEqual([1, 1, 1]);
    await seedDemoData(t.database, t.clock);
    expect(await counts()).toEqual([1, 1, 1]);
    const projects = await t.database.db
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', 'in', Object.values(DEMO_PROJECT_CODES))
      .execute();
    expect(projects).toHaveLength(2);
  });
});
