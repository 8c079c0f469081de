import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_PACKAGE_PATHS as K } from '@/shared/contracts/plan-paths';
import { SCHEME_PATHS as P } from '@/shared/contracts/scheme-paths';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Procurement schemes (issue 15): buyer01 (GROUP) compiles schemes from its packages, biz01 approves,
 * buyer01 executes into tender projects; buyer02 is another organisation's buyer.
 */
describe.each(TARGETS)('procurement schemes on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;
  let agency: string;

  /** A live package of approved, allocated lines (unit prices in yuan): its id. */
  const livePackage = async (name: string, prices: string[]): Promise<string> => {
    const b = tk.buyer01 as string;
    const lines = prices.map((unitPrice) => c.line({ quantity: '1', unitPrice }));
    const plan = await c.ok(c.save(b, c.plan(proc, { title: `${name}计划`, lines })));
    await c.ok(c.move(b, plan.id, 'submit'));
    const approved = await c.ok(c.move(tk.biz01 as string, plan.id, 'approve'));
    const ids = approved.lines.map((l: { id: string }) => l.id);
    await c.ok(c.call(K.assignSave, b, { level: '00', lineIds: ids, departId: proc }));
    return (await c.ok(c.call(K.packageSave, b, { name, lineIds: ids }))).id;
  };
  const scheme = (packageIds: string[], over: object = {}) => ({
    name: '二〇三〇年照明采购方案',
    tenderMethod: '01',
    organiser: '00',
    publishDate: '2030-03-01',
    quoteEndTime: '2030-03-25 10:00',
    evaluationMethod: '01',
    qualification: '具有独立法人资格',
    packageIds,
    ...over,
  });
  const save = (token: string, body: object, key?: string) => c.call(P.save, token, body, key);
  const move = (token: string, id: string, action: string, extra: object = {}) =>
    c.call(P.transition, token, { id, action, ...extra });
  const lineStatuses = async (packageId: string) =>
    (
      await t.database.db
        .selectFrom('plan_lines')
        .select('status')
        .where('package_id', '=', packageId)
        .execute()
    ).map((r) => r.status);
  const packageStatus = async (id: string) =>
    (
      await t.database.db
        .selectFrom('packages')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    agency = await fx.orgId('AGENCY-01');
    const other = await fx.addOrg('OTHER-GROUP', '其他集团', '01');
    await fx.addUser('buyer02', '张采购', other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'biz01', 'buyer02', 'supplier01']) tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('refuses bad input naming the field, translated, and changes nothing', async () => {
    const b = tk.buyer01 as string;
    const pkg = await livePackage('坏输入包', ['10.00']);
    const cases: [string, object, string][] = [
      [P.save, scheme([]), 'packageIds'],
      [P.save, scheme([pkg], { name: '' }), 'name'],
      [P.save, scheme([pkg], { tenderMethod: '99' }), 'tenderMethod'],
      [P.save, scheme([pkg], { organiser: '01' }), 'agencyOrgId'],
      [P.save, scheme([pkg], { publishDate: '2030-13-45' }), 'publishDate'],
      [P.save, scheme([pkg], { quoteEndTime: '2030-02-01 10:00' }), 'quoteEndTime'],
      [P.save, scheme([pkg], { evaluationMethod: '' }), 'evaluationMethod'],
      [P.transition, { id: 'x', action: 'reject' }, 'reason'],
      [P.transition, { id: 'x', action: 'fly' }, 'action'],
      [P.page, { status: '09' }, 'status'],
    ];
    for (const [path, body, field] of cases) {
      const h = await c.refused(c.call(path, b, body));
      expect([h.status, h.field], field).toEqual([400, field]);
      expect(h.message).not.toMatch(/^scheme:|^validation:/);
    }
    expect((await c.refused(save(b, scheme([pkg], { organiser: '01' })))).message).toBe('Choose the agency');
    expect(await packageStatus(pkg)).toBe('00');
    const none = await c.refused(save(b, scheme([pkg], { organiser: '01', agencyOrgId: proc })));
    expect([none.status, none.field]).toEqual([404, 'agencyOrgId']);
    expect(await lineStatuses(pkg)).toEqual(['05']);
  });

  it('saves with an exact budget, holds a package in one live scheme, moves and cancels', async () => {
    const b = tk.buyer01 as string;
    const a = await livePackage('方案一包', ['0.10', '0.20']);
    const d = await livePackage('方案二包', ['999999999999.99']);
    const first = await c.ok(save(b, scheme([a, d], { organiser: '01', agencyOrgId: agency })));
    expect([first.status, first.budget, first.packageCount, first.agencyOrgId]).toEqual([
      '00',
      '1000000000000.29',
      2,
      agency,
    ]);
    expect(first.packages.map((p: { id: string }) => p.id).sort()).toEqual([a, d].sort());
    expect(await lineStatuses(a)).toEqual(['06', '06']);
    expect(await packageStatus(a)).toBe('01');

    const twice = await c.refused(save(b, scheme([a], { name: '另一方案' })));
    expect([twice.status, twice.field]).toEqual([409, 'packageIds.0']);
    const candidates = await c.ok(c.call(P.candidates, b, {}));
    expect(candidates.packages.map((p: { id: string }) => p.id)).not.toContain(a);
    expect(candidates.agencies.map((o: { id: string }) => o.id)).toContain(agency);

    // Dropping a package frees it and its lines.
    const edited = await c.ok(save(b, { ...scheme([a]), id: first.id, version: first.version }));
    expect([edited.budget, edited.version]).toEqual(['0.30', 2]);
    expect(await lineStatuses(d)).toEqual(['05']);
    expect(await packageStatus(d)).toBe('00');

    expect((await c.refused(move(b, first.id, 'approve'))).status).toBe(409);
    const submitted = await c.ok(move(b, first.id, 'submit'));
    expect(submitted.status).toBe('01');
    expect((await c.refused(save(b, { ...scheme([a]), id: first.id }))).field).toBe('status');
    const self = await c.refused(move(b, first.id, 'approve'));
    expect([self.status, self.field]).toEqual([403, 'id']);
    expect((await c.ok(move(b, first.id, 'withdraw'))).status).toBe('00');
    await c.ok(move(b, first.id, 'submit'));
    const rejected = await c.ok(move(tk.biz01 as string, first.id, 'reject', { reason: '预算不足' }));
    expect([rejected.status, rejected.reason]).toEqual(['03', '预算不足']);
    expect((await c.refused(c.call(P.execute, b, { id: first.id }))).status).toBe(409);
    const again = await c.ok(save(b, { ...scheme([a]), id: first.id }));
    expect(again.status).toBe('00');

    const noReason = await c.refused(move(b, first.id, 'cancel'));
    expect([noReason.status, noReason.field]).toEqual([400, 'reason']);
    await c.ok(move(b, first.id, 'cancel', { reason: '需求变更' }));
    expect(await lineStatuses(a)).toEqual(['05', '05']);
    expect(await packageStatus(a)).toBe('00');
    expect((await c.refused(c.call(P.get, b, { id: first.id }))).status).toBe(404);
    const page = await c.ok(c.call(P.page, b, { keyword: '二〇三〇年照明' }));
    expect(page.records.map((s: { id: string }) => s.id)).not.toContain(first.id);
    // The freed package goes into a new scheme.
    expect((await c.ok(save(b, scheme([a], { name: '重新编制方案' })))).packageCount).toBe(1);
  });

  it('executes an approved scheme into one linked, prefilled project per package, once', async () => {
    const b = tk.buyer01 as string;
    const a = await livePackage('执行一包', ['100.00']);
    const d = await livePackage('执行二包', ['50.25']);
    const body = scheme([a, d], {
      name: '执行方案',
      tenderMethod: '13',
      organiser: '01',
      agencyOrgId: agency,
    });
    const draft = await c.ok(save(b, body));
    await c.ok(move(b, draft.id, 'submit'));
    await c.ok(move(tk.biz01 as string, draft.id, 'approve'));
    const executed = await c.ok(c.call(P.execute, b, { id: draft.id }, 'scheme-exec-0001'));
    expect(executed.status).toBe('04');
    expect(executed.projects).toHaveLength(2);
    expect(executed.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'submit',
      'approve',
      'execute',
    ]);
    // Procured (07) only when the project concludes (results); executing leaves them in scheme.
    expect([...(await lineStatuses(a)), ...(await lineStatuses(d))]).toEqual(['06', '06']);
    const rows = await t.database.db
      .selectFrom('tender_projects')
      .selectAll()
      .where('scheme_id', '=', draft.id)
      .orderBy('budget')
      .execute();
    expect(rows.map((r) => [r.package_id, r.budget, r.tender_method, r.status])).toEqual([
      [a, '100.00', '13', '00'],
      [d, '50.25', '13', '00'],
    ]);
    expect(rows[0]).toMatchObject({
      name: '执行方案 - 执行一包',
      agency_org_id: agency,
      evaluation_method: '01',
      quote_end_time: draft.quoteEndTime,
      description: '具有独立法人资格',
    });
    const project = await c.ok(c.call(TENDER_PATHS.projectGet, b, { id: rows[0]?.id }));
    expect(project.scheme).toMatchObject({ schemeId: draft.id, packageId: a, packageName: '执行一包' });
    expect(project.scheme.lines).toHaveLength(1);
    expect(project.scheme.lines[0].planTitle).toBe('执行一包计划');

    // Replay by the same key answers the same; a new execution is refused, nothing more created.
    const replay = await c.ok(c.call(P.execute, b, { id: draft.id }, 'scheme-exec-0001'));
    expect(replay.projects.map((p: { id: string }) => p.id)).toEqual(
      executed.projects.map((p: { id: string }) => p.id),
    );
    const twice = await c.refused(c.call(P.execute, b, { id: draft.id }));
    expect([twice.status, twice.field]).toEqual([409, 'status']);
    expect(twice.message).toBe('The scheme has already been executed');
    const count = await t.database.db
      .selectFrom('tender_projects')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('scheme_id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'scheme')
      .where('entity_id', '=', draft.id)
      .execute();
    expect(audits.map((r) => r.action)).toContain('execute');
  });

  it("answers another organisation's schemes and packages as missing, pages with counts, replays saves", async () => {
    const b = tk.buyer01 as string;
    const pkg = await livePackage('范围包', ['1.00']);
    const key = 'scheme-save-0001';
    const first = await c.ok(save(b, scheme([pkg], { name: '范围方案' }), key));
    const replay = await c.ok(save(b, scheme([pkg], { name: '范围方案' }), key));
    expect(replay.id).toBe(first.id);
    const page = await c.ok(c.call(P.page, b, { keyword: '范围方案', status: '00' }));
    expect(page.records.map((s: { id: string }) => s.id)).toEqual([first.id]);
    expect(page.statusCounts['00']).toBe(1);
    const year = await c.ok(c.call(P.page, b, { year: 2030, tenderMethod: '01', keyword: '范围方案' }));
    expect(year.total).toBe(1);

    const o = tk.buyer02 as string;
    expect((await c.refused(c.call(P.get, o, { id: first.id }))).status).toBe(404);
    const foreign = await c.refused(save(o, scheme([pkg], { name: '别人的包' })));
    expect([foreign.status, foreign.field]).toEqual([404, 'packageIds.0']);
    expect((await c.refused(move(o, first.id, 'submit'))).status).toBe(404);
    expect((await c.refused(c.call(P.execute, o, { id: first.id }))).status).toBe(404);
    expect((await c.ok(c.call(P.page, o, {}))).total).toBe(0);
    expect((await c.refused(c.call(P.page, tk.supplier01 as string, {}))).status).toBe(403);
  });

  it('seeds an approved demo scheme of the demo package, not executed', async () => {
    const b = tk.buyer01 as string;
    const demo = await c.ok(c.call(P.get, b, { id: 'demo-scheme-1' }));
    expect([demo.status, demo.packages[0]?.id, demo.projects]).toEqual(['02', 'demo-package-1', []]);
    expect(demo.packages[0].lines.map((l: { status: string }) => l.status)).toEqual(['06']);
  });
});
