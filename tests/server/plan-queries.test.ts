import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_PATHS as P } from '@/shared/contracts/plan-paths';
import { centsToYuan, yuanToCents } from '@/shared/rules/plan-money';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * The organisation-wide line queries (yearplanQuery-list, purchasePlanQuery-list): filters, totals exact
 * over the whole result (not just the page), data scope, refused input.
 */
describe.each(TARGETS)('plan line queries on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;
  let other: string;
  const YEAR = 2041;
  // 25 lines of a purchase plan: unit prices with cents, so a float sum would show.
  const prices = Array.from(
    { length: 25 },
    (_, i) => `${1000 + i * 37}.${String((i * 13) % 100).padStart(2, '0')}`,
  );
  const lines = prices.map((unitPrice, i) =>
    c.line({ materialName: i < 3 ? `变压器${i}` : `电缆${i}`, quantity: '3', unitPrice }),
  );
  const sumOf = (list: readonly string[]) =>
    centsToYuan(list.reduce((a, p) => a + (yuanToCents(p) as bigint) * 3n, 0n));
  const query = (token: string, body: object) =>
    c.call(P.lineQuery, token, { pageNo: 1, pageSize: 10, ...body });

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    other = await fx.addOrg('OTHER-Q-GROUP', '其他查询集团', '01');
    await fx.addUser('buyerq2', '王采购', other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'buyerq2', 'agent01']) tk[login] = await signIn(t, login);
    const b = tk.buyer01 as string;
    const first = await c.ok(c.save(b, c.plan(proc, { year: YEAR, title: '查询计划一', lines })));
    await c.ok(c.move(b, first.id, 'submit'));
    await c.ok(
      c.save(b, c.plan(proc, { year: YEAR, title: '查询计划二', lines: [c.line({ unitPrice: '0.01' })] })),
    );
    await c.ok(
      c.save(b, c.plan(proc, { planType: '01', year: YEAR, title: '年度查询计划', lines: [c.line()] })),
    );
    await c.ok(
      c.save(tk.buyerq2 as string, c.plan(other, { year: YEAR, title: '别家计划', lines: [c.line()] })),
    );
  });
  afterAll(async () => t?.close());

  it('pages the lines with totals of the whole result, exact to the cent', async () => {
    const b = tk.buyer01 as string;
    const seen = new Set<string>();
    const expected = centsToYuan((yuanToCents(sumOf(prices)) as bigint) + 10n);
    for (const pageNo of [1, 2, 3]) {
      const page = await c.ok(query(b, { planType: '00', year: YEAR, pageNo }));
      expect(page.totals).toEqual({ lineCount: 26, amount: expected });
      expect(page.total).toBe(26);
      for (const r of page.records) seen.add(r.id);
    }
    expect(seen.size).toBe(26);
    const annual = await c.ok(query(b, { planType: '01', year: YEAR }));
    expect(annual.totals).toEqual({ lineCount: 1, amount: '125.00' });
    expect(annual.records[0]).toMatchObject({ planTitle: '年度查询计划', unitCode: 'PCS', status: '00' });
  });

  it('filters by status, keyword, amount range, department and category', async () => {
    const b = tk.buyer01 as string;
    const submitted = await c.ok(query(b, { planType: '00', year: YEAR, status: '01' }));
    expect(submitted.totals).toEqual({ lineCount: 25, amount: sumOf(prices) });
    const keyword = await c.ok(query(b, { planType: '00', year: YEAR, keyword: '变压器' }));
    expect(keyword.totals).toEqual({ lineCount: 3, amount: sumOf(prices.slice(0, 3)) });
    const min = (yuanToCents(prices[20] as string) as bigint) * 3n;
    const range = await c.ok(
      query(b, { planType: '00', year: YEAR, amountMin: centsToYuan(min), amountMax: '999999.00' }),
    );
    expect(range.totals).toEqual({ lineCount: 5, amount: sumOf(prices.slice(20)) });
    const tiny = await c.ok(query(b, { planType: '00', year: YEAR, amountMax: '0.10' }));
    expect(tiny.records.map((r: { planTitle: string }) => r.planTitle)).toEqual(['查询计划二']);
    const depart = await c.ok(query(b, { planType: '00', year: YEAR, departId: proc }));
    expect(depart.totals.lineCount).toBe(26);
    // The department filter's choices: the organisation's departments, never another organisation's.
    const departIds = depart.departments.map((d: { id: string }) => d.id);
    expect(departIds).toContain(proc);
    expect(departIds).not.toContain(other);
    const category = await c.ok(query(b, { planType: '00', year: YEAR, categoryCode: 'NOPE' }));
    expect(category.totals).toEqual({ lineCount: 0, amount: '0.00' });
  });

  it('never shows another organisation its lines', async () => {
    const mine = await c.ok(query(tk.buyerq2 as string, { planType: '00', year: YEAR, pageSize: 100 }));
    expect(mine.records.map((r: { planTitle: string }) => r.planTitle)).toEqual(['别家计划']);
    const theirs = await c.ok(query(tk.buyer01 as string, { planType: '00', pageSize: 300 }));
    expect(theirs.records.some((r: { planTitle: string }) => r.planTitle === '别家计划')).toBe(false);
    const foreign = await c.refused(query(tk.buyer01 as string, { planType: '00', departId: other }));
    expect([foreign.status, foreign.field]).toEqual([404, 'departId']);
  });

  it('refuses bad input with a translated 4xx naming the field', async () => {
    const b = tk.buyer01 as string;
    for (const [body, field] of [
      [{ planType: '02' }, 'planType'],
      [{ planType: '00', amountMin: '12.345' }, 'amountMin'],
      [{ planType: '00', year: 1900 }, 'year'],
      [{ planType: '00', status: '99' }, 'status'],
      [{ planType: '00', pageSize: 0 }, 'pageSize'],
    ] as const) {
      const h = await c.refused(query(b, body));
      expect([h.status, h.field], field).toEqual([400, field]);
      expect(h.message).not.toMatch(/^plan:|^validation:/);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.lineQuery}`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads the material catalogue for planners: the tree and approved, enabled items only', async () => {
    const b = tk.buyer01 as string;
    const tree = await c.ok(c.call(P.catalogueTree, b, {}));
    expect(Array.isArray(tree)).toBe(true);
    const items = await c.ok(c.call(P.catalogueItems, b, { pageNo: 1, pageSize: 300 }));
    for (const item of items.records) expect([item.auditStatus, item.status]).toEqual(['01', '00']);
    const refused = await c.refused(
      c.call(P.catalogueItems, tk.agent01 as string, { pageNo: 1, pageSize: 10 }),
    );
    expect(refused.status).toBe(403);
    const bad = await c.refused(c.call(P.catalogueItems, b, { pageNo: 1, pageSize: 7 }));
    expect([bad.status, bad.field]).toEqual([400, 'pageSize']);
  });
});
