import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_CONFIG_ROUTE, PLAN_FUNCTIONS, PLAN_PATHS as P } from '@/shared/contracts/plan-paths';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * The plan configuration administration (issue 15) is a screen: its routes check the screen's function
 * code, which the menu seed grants the platform administrator, so a grant in menu administration opens
 * it to another role and nobody else gets in.
 */
describe.each(TARGETS)('plan configuration administration on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;

  const grant = async (roleCode: string, functionCode: string) => {
    const db = t.database.db;
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', roleCode)
      .executeTakeFirstOrThrow();
    const fn = await db
      .selectFrom('functions')
      .select('id')
      .where('function_code', '=', functionCode)
      .executeTakeFirstOrThrow();
    await db.insertInto('role_functions').values({ role_id: role.id, function_id: fn.id }).execute();
    t.services.permissions.invalidate();
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    for (const login of ['admin01', 'buyer01', 'biz01']) tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('seeds the screen under system settings for SYS_ADMIN only, its code the routes’ function code', async () => {
    const row = await t.database.db
      .selectFrom('functions')
      .select(['id', 'path', 'parent_id'])
      .where('function_code', '=', PLAN_FUNCTIONS.planConfig)
      .executeTakeFirstOrThrow();
    expect(row.path).toBe(PLAN_CONFIG_ROUTE);
    const roles = await t.database.db
      .selectFrom('role_functions as rf')
      .innerJoin('roles as r', 'r.id', 'rf.role_id')
      .select('r.code')
      .where('rf.function_id', '=', row.id)
      .execute();
    expect(roles.map((r) => r.code)).toEqual([ROLES.SYS_ADMIN]);
  });

  it('lets the administrator page and save, refuses the others, and opens to a role granted the screen', async () => {
    const body = {
      departId: proc,
      planTypes: ['00', '01', '02'],
      approvalRequired: true,
      leaderThreshold: '5000000.00',
    };
    const saved = await c.ok(c.call(P.configSave, tk.admin01 as string, body));
    expect(saved).toMatchObject({ departId: proc, configured: true, leaderThreshold: '5000000.00' });
    const page = await c.ok(c.call(P.configPage, tk.admin01 as string, { pageNo: 1, pageSize: 10 }));
    expect(page.records.map((r: { departId: string }) => r.departId)).toContain(proc);

    for (const login of ['buyer01', 'biz01']) {
      const token = tk[login] as string;
      expect((await c.refused(c.call(P.configPage, token, {}))).ret, login).toBe('1004');
      const refused = await c.refused(c.call(P.configSave, token, { ...body, approvalRequired: false }));
      expect(refused.ret, login).toBe('1004');
    }
    expect(await c.ok(c.getConfig(tk.buyer01 as string, proc))).toMatchObject({ approvalRequired: true });

    // A grant made in menu administration is what opens the routes (not the role).
    await grant(ROLES.GXCX_YWJS, PLAN_FUNCTIONS.planConfig);
    const byBiz = await c.ok(c.call(P.configPage, tk.biz01 as string, { pageNo: 1, pageSize: 10 }));
    expect(byBiz.total).toBeGreaterThan(0);
    expect((await c.refused(c.call(P.configPage, tk.buyer01 as string, {}))).ret).toBe('1004');
  });
});
