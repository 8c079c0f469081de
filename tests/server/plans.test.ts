import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_PATHS as P } from '@/shared/contracts/plan-paths';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Plans (issue 15): compiled by the demo buyer (buyer01, GROUP-PROC), approved by the business side
 * of the same organisation (biz01, GROUP-BIZ); buyer02 is another organisation's buyer.
 */
describe.each(TARGETS)('plans on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    const other = await fx.addOrg('OTHER-GROUP', '其他集团', '01');
    await fx.addUser('buyer02', '张采购', other, ROLES.FORMAL_BUYER);
    // buyer02's role is granted the plan screens by the menu seed like buyer01's.
    for (const login of ['buyer01', 'biz01', 'buyer02', 'admin01', 'agent01', 'tempbuyer01'])
      tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('refuses bad input naming the field, translated, and stores nothing', async () => {
    const title = '坏输入计划';
    const cases: [object, string][] = [
      [{ title: '' }, 'title'],
      [{ lines: [] }, 'lines'],
      [{ planType: '09' }, 'planType'],
      [{ year: 1999 }, 'year'],
      [{ lines: [c.line(), c.line({ quantity: '-1' })] }, 'lines.1.quantity'],
      [{ lines: [c.line({ unitPrice: '1234567890123456.00' })] }, 'lines.0.unitPrice'],
      [{ lines: [c.line({ quantity: '100', unitPrice: '999999999999999.99' })] }, 'lines.0.unitPrice'],
      [{ lines: [c.line({ deliveryDate: '2030-02-30' })] }, 'lines.0.deliveryDate'],
    ];
    for (const [over, field] of cases) {
      const h = await c.refused(c.save(tk.buyer01 as string, c.plan(proc, { title, ...over })));
      expect([h.status, h.ret, h.field], field).toEqual([400, '1001', field]);
      expect(h.message).not.toMatch(/^plan:|^validation:/);
    }
    const quantity = await c.refused(
      c.save(tk.buyer01 as string, c.plan(proc, { title, lines: [c.line({ quantity: '0' })] })),
    );
    expect(quantity.message).toBe(
      'The quantity must be positive, with at most 12 integer digits and 4 decimals',
    );
    const noReason = await c.refused(c.move(tk.biz01 as string, 'x', 'reject'));
    expect([noReason.ret, noReason.field, noReason.message]).toEqual(['1001', 'reason', 'Give a reason']);
    expect(await c.countPlans(title)).toBe(0);
  });

  it('runs every status move, refusing the wrong ones, with history and audit', async () => {
    const b = tk.buyer01 as string;
    const biz = tk.biz01 as string;
    const created = await c.ok(c.save(b, c.plan(proc, { title: '全流程计划' })));
    expect([created.status, created.version, created.totalAmount]).toEqual(['00', 1, '125.00']);
    expect(created.lines[0]).toMatchObject({ amount: '125.00', status: '00', overPlan: false });
    const edited = await c.ok(
      c.save(b, {
        ...c.plan(proc, { title: '全流程计划' }),
        id: created.id,
        version: 1,
        lines: [c.line(), c.line({ quantity: '2' })],
      }),
    );
    expect([edited.version, edited.totalAmount, edited.lines.length]).toEqual([2, '150.00', 2]);
    // Nothing but submit and cancel from a draft.
    for (const action of ['withdraw', 'approve'])
      expect((await c.refused(c.move(biz, created.id, action))).ret).toBe('1007');
    expect((await c.ok(c.move(b, created.id, 'submit'))).status).toBe('01');
    const again = await c.refused(c.move(b, created.id, 'submit'));
    expect([again.ret, again.message]).toEqual(['1007', 'Only a draft plan can be submitted']);
    // A submitted plan is not edited, withdrawn by others, cancelled, or approved by its author.
    expect((await c.refused(c.save(b, { ...c.plan(proc), id: created.id }))).ret).toBe('1007');
    expect((await c.refused(c.move(biz, created.id, 'withdraw'))).ret).toBe('1004');
    expect((await c.refused(c.move(b, created.id, 'cancel', { reason: '不需要' }))).ret).toBe('1007');
    const own = await c.refused(c.move(b, created.id, 'approve'));
    expect([own.ret, own.message]).toEqual([
      '1004',
      'The plan must be approved by a user other than its author',
    ]);
    expect((await c.ok(c.move(b, created.id, 'withdraw'))).status).toBe('00');
    await c.ok(c.move(b, created.id, 'submit'));
    const rejected = await c.ok(c.move(biz, created.id, 'reject', { reason: '单价偏高' }));
    expect([rejected.status, rejected.rejectReason]).toEqual(['03', '单价偏高']);
    expect(rejected.lines.map((l: { status: string }) => l.status)).toEqual(['03', '03']);
    const redone = await c.ok(
      c.save(b, {
        ...c.plan(proc, { title: '全流程计划' }),
        id: created.id,
        lines: [c.line({ unitPrice: '10.00' })],
      }),
    );
    expect([redone.status, redone.totalAmount]).toEqual(['00', '100.00']);
    await c.ok(c.move(b, created.id, 'submit'));
    const approved = await c.ok(c.move(biz, created.id, 'approve'));
    expect(approved.status).toBe('02');
    expect(approved.lines[0].status).toBe('02');
    expect((await c.refused(c.save(b, { ...c.plan(proc), id: created.id }))).ret).toBe('1007');
    const cancelled = await c.ok(c.move(b, created.id, 'cancel', { reason: '项目取消' }));
    expect([cancelled.status, cancelled.lines[0].status]).toEqual(['08', '08']);
    expect((await c.refused(c.move(b, created.id, 'cancel', { reason: '再次' }))).ret).toBe('1007');
    const detail = await c.ok(c.get(b, created.id));
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'submit',
      'withdraw',
      'submit',
      'reject',
      'edit',
      'submit',
      'approve',
      'cancel',
    ]);
    expect(detail.history[4]).toMatchObject({
      fromStatus: '01',
      toStatus: '03',
      reason: '单价偏高',
      actorName: '李业务',
    });
    expect(await c.auditActions(created.id)).toEqual([
      'create',
      'update',
      'submit',
      'withdraw',
      'submit',
      'reject',
      'update',
      'submit',
      'approve',
      'cancel',
    ]);
  });

  it('follows the department configuration: kinds, approval and the leader threshold', async () => {
    const admin = tk.admin01 as string;
    const b = tk.buyer01 as string;
    // The demo seeds the buyer department's configuration (seed-plans.ts).
    expect(await c.ok(c.getConfig(b, proc))).toMatchObject({
      configured: true,
      planTypes: ['00', '01', '02'],
      approvalRequired: true,
      leaderThreshold: '5000000.00',
    });
    expect(await c.ok(c.getConfig(b, await fx.orgId('GROUP-BIZ')))).toMatchObject({ configured: false });
    const save = (body: object) => c.ok(c.call(P.configSave, admin, { departId: proc, ...body }));
    await save({ planTypes: ['01'], approvalRequired: true });
    const kind = await c.refused(c.save(b, c.plan(proc, { title: '未配置类型' })));
    expect([kind.ret, kind.field]).toEqual(['1001', 'planType']);
    const saved = await save({
      planTypes: ['02', '00', '01', '00'],
      approvalRequired: false,
      leaderThreshold: '100.00',
    });
    expect(saved).toMatchObject({
      planTypes: ['00', '01', '02'],
      approvalRequired: false,
      leaderThreshold: '100.00',
    });
    expect(await c.ok(c.getConfig(b, proc))).toMatchObject({ configured: true, leaderThreshold: '100.00' });
    const small = await c.ok(
      c.save(b, c.plan(proc, { title: '小额自批', lines: [c.line({ quantity: '4' })] })),
    );
    await c.ok(c.move(b, small.id, 'submit'));
    expect((await c.ok(c.move(b, small.id, 'approve'))).status).toBe('02');
    const large = await c.ok(
      c.save(b, c.plan(proc, { title: '大额领导审批', lines: [c.line({ quantity: '9' })] })),
    );
    await c.ok(c.move(b, large.id, 'submit'));
    expect((await c.refused(c.move(b, large.id, 'approve'))).ret).toBe('1004');
    expect((await c.ok(c.move(tk.biz01 as string, large.id, 'approve'))).status).toBe('02');
    const page = await c.ok(c.call(P.configPage, admin, { keyword: '采购中心' }));
    expect(page.records.map((r: { departId: string }) => r.departId)).toContain(proc);
    // Only formal buyers load it, only for their own organisation; the administration is the administrator's.
    expect((await c.refused(c.getConfig(tk.biz01 as string, proc))).ret).toBe('1004');
    const foreign = await c.refused(c.getConfig(tk.buyer02 as string, proc));
    expect([foreign.status, foreign.field]).toEqual([404, 'departId']);
    expect(await c.refused(c.getConfig(tk.buyer02 as string, 'no-such-depart'))).toEqual(foreign);
    expect(
      (
        await c.refused(
          c.call(P.configSave, b, { departId: proc, planTypes: ['00'], approvalRequired: true }),
        )
      ).ret,
    ).toBe('1004');
    const none = await c.refused(
      c.call(P.configSave, admin, { departId: proc, planTypes: [], approvalRequired: true }),
    );
    expect([none.ret, none.field]).toEqual(['1001', 'planTypes']);
    await save({ planTypes: ['00', '01', '02'], approvalRequired: true });
  });

  it("answers another organisation's plan like a missing one", async () => {
    const mine = await c.ok(c.save(tk.buyer01 as string, c.plan(proc, { title: '本单位计划' })));
    const b2 = tk.buyer02 as string;
    const pairs: [string, object][] = [
      [P.planGet, { id: mine.id }],
      [P.planTransition, { id: mine.id, action: 'submit' }],
      [P.planCopy, { id: mine.id }],
      [P.planSave, { ...c.plan(proc), id: mine.id }],
    ];
    for (const [path, body] of pairs) {
      const foreign = await c.refused(c.call(path, b2, body));
      const missing = await c.refused(c.call(path, b2, { ...body, id: 'no-such-plan' }));
      if (path === P.planSave) {
        // Its department is not buyer02's either: that is what answers first, as missing.
        expect([foreign.status, foreign.field]).toEqual([404, 'departId']);
        continue;
      }
      expect(foreign, path).toEqual(missing);
      expect([foreign.status, foreign.ret, foreign.field]).toEqual([404, '1003', 'id']);
    }
    const page = await c.ok(c.page(b2, { planType: '00' }));
    expect(page.records.map((r: { id: string }) => r.id)).not.toContain(mine.id);
    expect(await c.countPlans('本单位计划')).toBe(1);
    // A role without the kind's screen, and a role outside the buyer side, are refused.
    expect((await c.refused(c.page(tk.agent01 as string, { planType: '00' }))).ret).toBe('1004');
    expect((await c.refused(c.page(tk.tempbuyer01 as string, { planType: '00' }))).ret).toBe('1004');
  });

  it('copies a plan into a new draft, and replays a save by its Idempotency-Key', async () => {
    const b = tk.buyer01 as string;
    const key = 'plan-save-replay-0001';
    const body = c.plan(proc, {
      title: '幂等计划',
      lines: [c.line(), c.line({ categoryCode: 'C-01', remark: '备注' })],
    });
    const first = await c.ok(c.save(b, body, key));
    const second = await c.ok(c.save(b, body, key));
    expect(second.id).toBe(first.id);
    expect(await c.countPlans('幂等计划')).toBe(1);
    expect((await c.refused(c.save(b, { ...body, title: '另一个' }, key))).ret).toBe('1002');
    const copy = await c.ok(c.call(P.planCopy, tk.biz01 as string, { id: first.id, title: '幂等计划副本' }));
    expect(copy.id).not.toBe(first.id);
    expect([copy.status, copy.version, copy.authorName, copy.totalAmount]).toEqual([
      '00',
      1,
      '李业务',
      first.totalAmount,
    ]);
    expect(
      copy.lines.map((l: { materialName: string; categoryCode?: string; remark?: string }) => [
        l.materialName,
        l.categoryCode,
        l.remark,
      ]),
    ).toEqual(
      first.lines.map((l: { materialName: string; categoryCode?: string; remark?: string }) => [
        l.materialName,
        l.categoryCode,
        l.remark,
      ]),
    );
    expect(copy.history.map((h: { action: string }) => h.action)).toEqual(['copy']);
    expect(await c.auditActions(copy.id)).toEqual(['copy']);
  });

  it('seeds a demo of every early status that the approver can take on', async () => {
    const year = t.clock.now().getUTCFullYear();
    const purchase = await c.ok(c.page(tk.buyer01 as string, { planType: '00', year }));
    expect(purchase.statusCounts).toEqual({ '00': 1, '01': 1, '02': 1 });
    const annual = await c.ok(c.page(tk.buyer01 as string, { planType: '01', year, status: '02' }));
    expect(annual.records[0]).toMatchObject({ title: `${year}年度物资采购计划`, totalAmount: '4200000.00' });
    expect((await c.ok(c.page(tk.biz01 as string, { planType: '02' }))).total).toBeGreaterThanOrEqual(1);
    const waiting = purchase.records.find((r: { status: string }) => r.status === '01');
    const detail = await c.ok(c.get(tk.biz01 as string, waiting.id));
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'submit']);
    expect(detail.totalAmount).toBe('492900.00');
    // Within the seeded annual plan: approved without over-plan reasons.
    const approved = await c.ok(c.move(tk.biz01 as string, waiting.id, 'approve'));
    expect(approved.lines.map((l: { overPlan: boolean }) => l.overPlan)).toEqual([false, false]);
  });

  it('refuses a stale version, on save and on a move', async () => {
    const b = tk.buyer01 as string;
    const created = await c.ok(c.save(b, c.plan(proc, { title: '并发计划' })));
    await c.ok(c.save(b, { ...c.plan(proc, { title: '并发计划' }), id: created.id, version: 1 }));
    const stale = await c.refused(
      c.save(b, { ...c.plan(proc, { title: '并发计划改' }), id: created.id, version: 1 }),
    );
    expect([stale.status, stale.ret, stale.field]).toEqual([409, '1007', 'version']);
    expect((await c.refused(c.move(b, created.id, 'submit', { version: 1 }))).ret).toBe('1007');
    expect((await c.ok(c.get(b, created.id))).title).toBe('并发计划');
    expect((await c.ok(c.move(b, created.id, 'submit', { version: 2 }))).status).toBe('01');
  });
});
