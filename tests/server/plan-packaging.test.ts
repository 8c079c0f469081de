import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_PACKAGE_PATHS as K } from '@/shared/contracts/plan-paths';
import { planCalls } from './support/plan-calls';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

interface Line {
  id: string;
  status: string;
  amount: string;
  packageId?: string;
  assignedDepartId?: string;
  executorId?: string;
}

/**
 * Allocation and packaging (issue 15): buyer01 (GROUP-PROC) allocates the lines biz01 approved, to
 * its department and then to itself, packages them and undoes; buyer02 is another organisation's buyer.
 */
describe.each(TARGETS)('plan allocation and packaging on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;
  let buyer01: string;

  /** A purchase plan of these lines, approved by biz01: its line ids, in order. */
  const approvedLines = async (title: string, lines: object[]): Promise<string[]> => {
    const plan = await c.ok(c.save(tk.buyer01 as string, c.plan(proc, { title, lines })));
    await c.ok(c.move(tk.buyer01 as string, plan.id, 'submit'));
    const approved = await c.ok(c.move(tk.biz01 as string, plan.id, 'approve'));
    return approved.lines.map((l: Line) => l.id);
  };
  const assign = (token: string, body: object, key?: string) => c.call(K.assignSave, token, body, key);
  const pack = (token: string, body: object, key?: string) => c.call(K.packageSave, token, body, key);
  const lineRow = (id: string) =>
    t.database.db
      .selectFrom('plan_lines')
      .select(['status', 'package_id', 'assigned_depart_id', 'executor_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const packageCount = async (name: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('packages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    const other = await fx.addOrg('OTHER-GROUP', '其他集团', '01');
    await fx.addUser('buyer02', '张采购', other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'biz01', 'buyer02', 'agent01']) tk[login] = await signIn(t, login);
    buyer01 = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('login_name', '=', 'buyer01')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t?.close());

  it('refuses bad input naming the field, translated, and changes nothing', async () => {
    const b = tk.buyer01 as string;
    const [id] = await approvedLines('坏输入分配', [c.line()]);
    const cases: [string, object, string][] = [
      [K.assignSave, { level: '00', lineIds: [], departId: proc }, 'lineIds'],
      [K.assignSave, { level: '00', lineIds: [id] }, 'departId'],
      [K.assignSave, { level: '01', lineIds: [id] }, 'executorId'],
      [K.assignSave, { level: '09', lineIds: [id], departId: proc }, 'level'],
      [K.packageSave, { name: '', lineIds: [id] }, 'name'],
      [K.packageSave, { name: '包', lineIds: [] }, 'lineIds'],
      [K.packagePage, { status: '07' }, 'status'],
    ];
    for (const [path, body, field] of cases) {
      const h = await c.refused(c.call(path, b, body));
      expect([h.status, h.ret, h.field], field).toEqual([400, '1001', field]);
      expect(h.message).not.toMatch(/^plan-package:|^validation:/);
    }
    expect((await c.refused(assign(b, { level: '00', lineIds: [id] }))).message).toBe('Choose a department');
    expect((await lineRow(id as string)).status).toBe('02');
  });

  it('allocates approved lines to a department and a buyer, refuses the others, and undoes', async () => {
    const b = tk.buyer01 as string;
    const ids = await approvedLines('分配计划', [c.line(), c.line({ quantity: '3' })]);
    const draft = await c.ok(c.save(b, c.plan(proc, { title: '未审批计划' })));
    const draftLine = draft.lines[0].id;
    const page = await c.ok(c.call(K.assignPage, b, { level: '00', state: 'todo', keyword: '分配计划' }));
    expect(page.records.map((l: Line) => l.id)).toEqual(ids);
    expect(page.options.map((o: { id: string }) => o.id)).toContain(proc);

    const refused = await c.refused(assign(b, { level: '00', lineIds: [ids[0], draftLine], departId: proc }));
    expect([refused.status, refused.field]).toEqual([409, 'lineIds.1']);
    expect(refused.message).toContain('未审批计划 #1');
    expect((await lineRow(ids[0] as string)).status).toBe('02');

    const done = await c.ok(assign(b, { level: '00', lineIds: ids, departId: proc }));
    expect(done.lines.map((l: Line) => [l.status, l.assignedDepartId])).toEqual([
      ['04', proc],
      ['04', proc],
    ]);
    const mine = await c.ok(c.call(K.assignPage, b, { level: '01', state: 'todo', keyword: '分配计划' }));
    expect(mine.records).toHaveLength(2);
    expect(mine.options.map((o: { id: string }) => o.id)).toContain(buyer01);
    const toBuyer = await c.ok(assign(b, { level: '01', lineIds: [ids[0]], executorId: buyer01 }));
    expect(toBuyer.lines[0]).toMatchObject({ status: '04', executorId: buyer01 });
    const stranger = await c.refused(assign(b, { level: '01', lineIds: [ids[0]], executorId: 'nobody' }));
    expect([stranger.status, stranger.field]).toEqual([404, 'executorId']);

    const undone = await c.ok(c.call(K.assignUndo, b, { level: '00', lineIds: [ids[1]] }));
    expect(undone.lines[0]).toMatchObject({ status: '02' });
    expect(undone.lines[0].assignedDepartId).toBeUndefined();
    const twice = await c.refused(c.call(K.assignUndo, b, { level: '00', lineIds: [ids[1]] }));
    expect([twice.status, twice.field]).toEqual([409, 'lineIds.0']);
    expect(twice.message).toContain('分配计划 #2');
  });

  it('packages allocated lines with an exact budget, one live package per line, and undoes', async () => {
    const b = tk.buyer01 as string;
    const ids = (await approvedLines('打包计划', [
      c.line({ quantity: '1', unitPrice: '0.10' }),
      c.line({ quantity: '1', unitPrice: '0.20' }),
      c.line({ quantity: '1', unitPrice: '999999999999.99' }),
    ])) as [string, string, string];
    const refusedEarly = await c.refused(pack(b, { name: '未分配包', lineIds: [ids[0]] }));
    expect([refusedEarly.status, refusedEarly.field]).toEqual([409, 'lineIds.0']);
    await c.ok(assign(b, { level: '00', lineIds: ids, departId: proc }));

    const first = await c.ok(pack(b, { name: '照明一包', lineIds: [ids[0], ids[1]] }));
    expect([first.status, first.budget, first.lineCount]).toEqual(['00', '0.30', 2]);
    expect(first.lines.map((l: Line) => l.status)).toEqual(['05', '05']);
    const clash = await c.refused(pack(b, { name: '照明二包', lineIds: [ids[2], ids[1]] }));
    expect([clash.status, clash.ret, clash.field]).toEqual([409, '1007', 'lineIds.1']);
    expect(clash.message).toBe(`Line 打包计划 #2 钢轨扣件 is already in another live package`);
    expect(await packageCount('照明二包')).toBe(0);
    expect((await lineRow(ids[2])).status).toBe('04');
    const lockedUndo = await c.refused(c.call(K.assignUndo, b, { level: '00', lineIds: [ids[0]] }));
    expect(lockedUndo.status).toBe(409);

    // Edit while live: one line leaves (back to 04), the big one joins; the budget stays exact.
    const edited = await c.ok(
      pack(b, { id: first.id, version: first.version, name: '照明一包', lineIds: [ids[0], ids[2]] }),
    );
    expect([edited.budget, edited.version]).toEqual(['1000000000000.09', 2]);
    expect((await lineRow(ids[1])).status).toBe('04');
    const candidates = await c.ok(c.call(K.packageCandidates, b, { keyword: '打包计划' }));
    expect(candidates.records.map((l: Line) => l.id)).toEqual([ids[1]]);

    const list = await c.ok(c.call(K.packagePage, b, { keyword: '照明一包' }));
    expect(list.records.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect(list.statusCounts).toEqual({ '00': 1 });

    const undone = await c.ok(c.call(K.packageUndo, b, { id: first.id, reason: '重新打包' }));
    expect(undone.status).toBe('02');
    expect(undone.history.map((h: { action: string }) => h.action)).toEqual(['create', 'edit', 'undo']);
    for (const id of ids) expect(await lineRow(id)).toMatchObject({ status: '04', package_id: null });
    expect((await c.refused(c.call(K.packageUndo, b, { id: first.id }))).status).toBe(409);
    expect((await c.refused(pack(b, { id: first.id, name: 'x', lineIds: [ids[0]] }))).status).toBe(409);
    // The undone package keeps showing what it held; its lines may be packaged again.
    expect((await c.ok(c.call(K.packageGet, b, { id: first.id }))).lines).toHaveLength(2);
    const again = await c.ok(pack(b, { name: '照明重包', lineIds: ids }));
    expect(again.budget).toBe('1000000000000.29');

    // The database holds the rule too: a second live row for a line is refused.
    await expect(
      t.database.db
        .insertInto('package_lines')
        .values({ package_id: first.id, line_id: ids[0], live: 1, added_at: 'x' })
        .execute(),
    ).rejects.toThrow();
  });

  it('lets only one of two concurrent saves take a line', async () => {
    const b = tk.buyer01 as string;
    const ids = await approvedLines('并发计划', [c.line(), c.line()]);
    await c.ok(assign(b, { level: '00', lineIds: ids, departId: proc }));
    const results = await Promise.all([
      pack(b, { name: '并发甲包', lineIds: ids }),
      pack(b, { name: '并发乙包', lineIds: [ids[1]] }),
    ]);
    const rets = results.map((r) => r.json().header.ret).sort();
    expect(rets).toEqual(['0', '1007']);
    const loser = results.find((r) => r.json().header.ret !== '0');
    expect(loser?.json().header.field).toMatch(/^lineIds\.\d$/);
    expect((await packageCount('并发甲包')) + (await packageCount('并发乙包'))).toBe(1);
    const live = await t.database.db
      .selectFrom('package_lines')
      .select('package_id')
      .where('line_id', '=', ids[1] as string)
      .where('live', '=', 1)
      .execute();
    expect(live).toHaveLength(1);
  });

  it("answers another organisation's lines and packages as missing, and replays by Idempotency-Key", async () => {
    const b = tk.buyer01 as string;
    const o = tk.buyer02 as string;
    const ids = await approvedLines('幂等计划', [c.line()]);
    const key = 'pkg-replay-0001';
    const first = await c.ok(assign(b, { level: '00', lineIds: ids, departId: proc }, key));
    const replay = await c.ok(assign(b, { level: '00', lineIds: ids, departId: proc }, key));
    expect(replay).toEqual(first);
    const p1 = await c.ok(pack(b, { name: '幂等包', lineIds: ids }, 'pkg-replay-0002'));
    const p2 = await c.ok(pack(b, { name: '幂等包', lineIds: ids }, 'pkg-replay-0002'));
    expect(p2.id).toBe(p1.id);
    expect(await packageCount('幂等包')).toBe(1);

    const foreignGet = await c.refused(c.call(K.packageGet, o, { id: p1.id }));
    expect([foreignGet.status, foreignGet.field]).toEqual([404, 'id']);
    expect((await c.refused(c.call(K.packageUndo, o, { id: p1.id }))).status).toBe(404);
    const foreignLines = await c.refused(c.call(K.assignUndo, o, { level: '00', lineIds: ids }));
    expect([foreignLines.status, foreignLines.field]).toEqual([404, 'lineIds.0']);
    const foreignDepart = await c.refused(assign(b, { level: '00', lineIds: ids, departId: 'x' }));
    expect(foreignDepart.status).toBe(404);
    const theirs = await c.ok(c.call(K.packagePage, o, {}));
    expect(theirs.total).toBe(0);
    const theirLines = await c.ok(c.call(K.assignPage, o, { level: '00' }));
    expect(theirLines.total).toBe(0);
    // A supplier-side user has no grant.
    expect((await c.refused(c.call(K.packagePage, tk.agent01 as string, {}))).status).toBe(403);
    expect((await lineRow(ids[0] as string)).status).toBe('05');
  });
});
