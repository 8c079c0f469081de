import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** The annual cap, exact amounts, and the plan page's filters and status counts (issue 15). */
describe.each(TARGETS)('plan envelope, amounts and page on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  let b: string;
  let biz: string;
  let proc: string;
  let bizDepart: string;

  /** Compiled by buyer01, submitted, approved by biz01 (or refused: the header). */
  const approvedPlan = async (body: object) => {
    const created = await c.ok(c.save(b, c.plan(proc, body)));
    await c.ok(c.move(b, created.id, 'submit'));
    return created.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    bizDepart = await fx.orgId('GROUP-BIZ');
    b = await signIn(t, 'buyer01');
    biz = await signIn(t, 'biz01');
  });
  afterAll(async () => t?.close());

  it('holds approved purchase plans to the annual plan of their year and category', async () => {
    const steel = (unitPrice: string, over: object = {}) =>
      c.line({ categoryCode: 'C-STEEL', quantity: '1', unitPrice, ...over });
    const year = 2031;
    // No annual plan yet: any amount is over the envelope.
    const early = await approvedPlan({ year, title: '无年度计划', lines: [steel('1.00')] });
    const none = await c.refused(c.move(biz, early, 'approve'));
    expect([none.ret, none.field, none.message]).toEqual([
      '1001',
      'lines.0.overPlanReason',
      'This exceeds the annual plan: give the over-plan reason',
    ]);
    await c.ok(c.move(biz, early, 'reject', { reason: '先编年度计划' }));

    const annual = await approvedPlan({
      planType: '01',
      year,
      title: '2031年度计划',
      lines: [steel('1000.00')],
    });
    await c.ok(c.move(biz, annual, 'approve'));
    const first = await approvedPlan({
      year,
      title: '第一批',
      lines: [steel('600.00'), c.line({ unitPrice: '5000.00' })],
    });
    const inside = await c.ok(c.move(biz, first, 'approve'));
    expect(inside.lines.map((l: { overPlan: boolean }) => l.overPlan)).toEqual([false, false]);

    // 600 spent of 1000: 400.01 more is over; the plan stays submitted until a reason is given.
    const second = await approvedPlan({
      year,
      title: '第二批',
      lines: [
        c.line({ categoryCode: 'C-OTHER-NONE', unitPrice: '1.00', overPlanReason: '应急' }),
        steel('400.01'),
      ],
    });
    const over = await c.refused(c.move(biz, second, 'approve'));
    expect([over.ret, over.field]).toEqual(['1001', 'lines.1.overPlanReason']);
    expect((await c.ok(c.get(b, second))).status).toBe('01');
    await c.ok(c.move(biz, second, 'reject', { reason: '超年度计划' }));
    const edited = await c.ok(c.get(b, second));
    const lines = edited.lines.map((l: object, i: number) =>
      i === 1 ? { ...l, overPlanReason: '抢修急需' } : l,
    );
    await c.ok(c.save(b, { ...c.plan(proc, { year, title: '第二批' }), id: second, lines }));
    await c.ok(c.move(b, second, 'submit'));
    const marked = await c.ok(c.move(biz, second, 'approve'));
    expect(marked.lines.map((l: { overPlan: boolean }) => l.overPlan)).toEqual([true, true]);
    const listed = await c.ok(c.page(b, { planType: '00', year, status: '02' }));
    const row = listed.records.find((r: { id: string }) => r.id === second);
    expect(row.overPlan).toBe(true);

    // Exactly at the envelope is not over: 1000.00 of another year's 1000.00.
    const annual32 = await approvedPlan({
      planType: '01',
      year: 2032,
      title: '2032年度',
      lines: [steel('1000.00')],
    });
    await c.ok(c.move(biz, annual32, 'approve'));
    const exact = await approvedPlan({
      year: 2032,
      title: '正好用完',
      lines: [steel('999.99'), steel('0.01')],
    });
    expect((await c.ok(c.move(biz, exact, 'approve'))).status).toBe('02');
  });

  it('computes amounts exactly, up to 15 integer digits', async () => {
    const huge = await c.ok(
      c.save(
        b,
        c.plan(proc, {
          year: 2033,
          title: '巨额计划',
          lines: [c.line({ quantity: '3', unitPrice: '333333333333333.33' })],
        }),
      ),
    );
    expect([huge.totalAmount, huge.lines[0].amount]).toEqual(['999999999999999.99', '999999999999999.99']);
    const two = await c.ok(
      c.save(
        b,
        c.plan(proc, {
          year: 2033,
          title: '巨额两行',
          lines: [
            c.line({ quantity: '1', unitPrice: '999999999999999.99' }),
            c.line({ quantity: '1', unitPrice: '999999999999999.99' }),
          ],
        }),
      ),
    );
    expect(two.totalAmount).toBe('1999999999999999.98');
    // Half a cent rounds up: 0.3333 x 0.03 = 0.009999 -> 0.01; 1.5 x 0.01 = 0.015 -> 0.02.
    const small = await c.ok(
      c.save(
        b,
        c.plan(proc, {
          year: 2033,
          title: '分位计划',
          lines: [
            c.line({ quantity: '0.3333', unitPrice: '0.03' }),
            c.line({ quantity: '1.5', unitPrice: '0.01' }),
          ],
        }),
      ),
    );
    expect(small.lines.map((l: { amount: string }) => l.amount)).toEqual(['0.01', '0.02']);
    expect(small.totalAmount).toBe('0.03');
    const byAmount = async (range: object) =>
      (await c.ok(c.page(b, { planType: '00', year: 2033, ...range }))).records
        .map((r: { title: string }) => r.title)
        .sort();
    expect(await byAmount({ amountMin: '999999999999999.99' })).toEqual(['巨额两行', '巨额计划']);
    expect(await byAmount({ amountMin: '999999999999999.99', amountMax: '999999999999999.99' })).toEqual([
      '巨额计划',
    ]);
    expect(await byAmount({ amountMax: '999999999999999.98' })).toEqual(['分位计划']);
    const bad = await c.refused(c.page(b, { planType: '00', amountMin: '1.234' }));
    expect([bad.ret, bad.field]).toEqual(['1001', 'amountMin']);
  });

  it('filters the page and counts each status tab under the same filters', async () => {
    const year = 2040;
    const sim = (title: string, over: object = {}) => {
      // Newest first: each plan a second later than the one before.
      t.clock.advance(1000);
      return c.ok(
        c.save(
          b,
          c.plan(proc, {
            planType: '02',
            year,
            title,
            periodStart: '2040-01-01',
            periodEnd: '2040-06-30',
            ...over,
          }),
        ),
      );
    };
    const draft = await sim('框架协议草稿');
    const submitted = await sim('框架协议提交', { lines: [c.line({ categoryCode: 'C-CABLE' })] });
    await c.ok(c.move(b, submitted.id, 'submit'));
    const approved = await sim('框架协议已批', {
      departId: bizDepart,
      lines: [c.line({ unitPrice: '1000.00' })],
    });
    await c.ok(c.move(b, approved.id, 'submit'));
    await c.ok(c.move(biz, approved.id, 'approve'));
    const page = (q: object) => c.ok(c.page(b, { planType: '02', year, ...q }));
    const all = await page({});
    expect(all.total).toBe(3);
    expect(all.statusCounts).toEqual({ '00': 1, '01': 1, '02': 1 });
    expect(all.records[0]).toMatchObject({
      id: approved.id,
      lineCount: 1,
      totalAmount: '10000.00',
      periodEnd: '2040-06-30',
    });
    const onlySubmitted = await page({ status: '01' });
    expect(onlySubmitted.records.map((r: { id: string }) => r.id)).toEqual([submitted.id]);
    expect(onlySubmitted.statusCounts).toEqual({ '00': 1, '01': 1, '02': 1 });
    expect((await page({ categoryCode: 'C-CABLE' })).records.map((r: { id: string }) => r.id)).toEqual([
      submitted.id,
    ]);
    const byDepart = await page({ departId: bizDepart });
    expect([byDepart.total, byDepart.records[0].departName]).toEqual([1, '交通集团业务部']);
    expect((await page({ keyword: '草稿' })).records.map((r: { id: string }) => r.id)).toEqual([draft.id]);
    expect((await page({ amountMin: '200.00' })).statusCounts).toEqual({ '02': 1 });
    const paged = await page({ pageNo: 2, pageSize: 10 });
    expect([paged.records.length, paged.total, paged.pageNo]).toEqual([0, 3, 2]);
    // Another kind's list does not show them.
    expect((await c.ok(c.page(b, { planType: '01', year }))).total).toBe(0);
    expect((await c.refused(c.page(b, { planType: '02', pageSize: 7 }))).field).toBe('pageSize');
  });
});
