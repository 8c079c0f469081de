import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSTRUCTION_CODES } from '@/server/db/seed/seed-construction';
import { ROLES } from '@/shared/codes/roles';
import { CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import { PLAN_PACKAGE_PATHS as K } from '@/shared/contracts/plan-paths';
import { SCHEME_PATHS as S } from '@/shared/contracts/scheme-paths';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * What a plan line links to (issue 15): the construction project it names (of the caller's organisation
 * only) and the tender projects created for it when its package's scheme is executed.
 */
describe.each(TARGETS)('plan line links on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;
  let other: string;

  const constructionId = async (code: string) =>
    (
      await t.database.db
        .selectFrom('construction_projects')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    other = await fx.addOrg('OTHER-GROUP', '其他集团', '01');
    await fx.addUser('buyer02', '张采购', other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'biz01', 'buyer02']) tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it("keeps a line's construction project of the organisation and refuses another's as missing", async () => {
    const b = tk.buyer01 as string;
    const own = await constructionId(DEMO_CONSTRUCTION_CODES.building);
    const options = await c.ok(c.call(CONSTRUCTION_PATHS.options, b, {}));
    expect(options.map((o: { id: string }) => o.id)).toContain(own);

    // Another organisation's project: a copy of the demo one kept by OTHER-GROUP.
    const row = await t.database.db
      .selectFrom('construction_projects')
      .selectAll()
      .where('id', '=', own)
      .executeTakeFirstOrThrow();
    const foreign = `foreign-construction-${target}`;
    await t.database.db
      .insertInto('construction_projects')
      .values({ ...row, id: foreign, code: `JT-FOREIGN-${target}`, depart_id: other })
      .execute();

    const title = '建设项目明细计划';
    for (const id of [foreign, 'no-such-construction']) {
      const lines = [c.line(), c.line({ constructionProjectId: id })];
      const h = await c.refused(c.save(b, c.plan(proc, { title, lines })));
      expect([h.status, h.ret, h.field], id).toEqual([404, '1003', 'lines.1.constructionProjectId']);
      expect(h.message).toBe('The construction project does not exist');
    }
    expect(await c.countPlans(title)).toBe(0);

    const saved = await c.ok(
      c.save(b, c.plan(proc, { title, lines: [c.line({ constructionProjectId: own }), c.line()] })),
    );
    const got = await c.ok(c.get(b, saved.id));
    expect(got.lines.map((l: { constructionProjectId?: string }) => l.constructionProjectId)).toEqual([
      own,
      undefined,
    ]);
  });

  it('lists on the plan the tender project its lines became when their scheme is executed', async () => {
    const b = tk.buyer01 as string;
    const lines = [
      c.line({ unitPrice: '100.00' }),
      c.line({ unitPrice: '0.01' }),
      c.line({ unitPrice: '5.00' }),
    ];
    const plan = await c.ok(c.save(b, c.plan(proc, { title: '执行到项目的计划', lines })));
    await c.ok(c.move(b, plan.id, 'submit'));
    const approved = await c.ok(c.move(tk.biz01 as string, plan.id, 'approve'));
    expect(approved.tenderProjects).toEqual([]);
    // Two lines go into the package; the third stays behind.
    const ids = approved.lines.slice(0, 2).map((l: { id: string }) => l.id);
    await c.ok(c.call(K.assignSave, b, { level: '00', lineIds: ids, departId: proc }));
    const pkg = await c.ok(c.call(K.packageSave, b, { name: '计划链包', lineIds: ids }));
    const scheme = await c.ok(
      c.call(S.save, b, {
        name: '计划链方案',
        tenderMethod: '01',
        organiser: '00',
        publishDate: '2030-03-01',
        quoteEndTime: '2030-03-25 10:00',
        evaluationMethod: '01',
        packageIds: [pkg.id],
      }),
    );
    await c.ok(c.call(S.transition, b, { id: scheme.id, action: 'submit' }));
    await c.ok(c.call(S.transition, tk.biz01 as string, { id: scheme.id, action: 'approve' }));
    const executed = await c.ok(c.call(S.execute, b, { id: scheme.id }));
    const [project] = executed.projects;

    const got = await c.ok(c.get(b, plan.id));
    expect(got.tenderProjects).toEqual([
      { id: project.id, projectCode: project.projectCode, name: '计划链方案', status: '00' },
    ]);
    expect(got.lines.map((l: { tenderProjectIds: string[] }) => l.tenderProjectIds)).toEqual([
      [project.id],
      [project.id],
      [],
    ]);
    // In scheme (06) until the project concludes (the results procure them).
    expect(got.lines.map((l: { status: string }) => l.status)).toEqual(['06', '06', '02']);
    // Another organisation sees neither the plan nor, through it, the project.
    expect((await c.refused(c.get(tk.buyer02 as string, plan.id))).status).toBe(404);
  });
});
