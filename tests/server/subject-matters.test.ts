import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { PLAN_PACKAGE_PATHS as K } from '@/shared/contracts/plan-paths';
import { SCHEME_PATHS as S } from '@/shared/contracts/scheme-paths';
import { SUBJECT_MATTER_PATHS as P } from '@/shared/contracts/subject-matter-paths';
import { randomId } from '@/shared/format/random-id';
import { planCalls } from './support/plan-calls';
import { authed, signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Subject matters of a tender project (issue 16; spec 000 section 7.5): buyer01 (GROUP-PROC) keeps the
 * lines of its draft projects; buyer02 runs another organisation; supplier01 signs up for published ones.
 */
describe.each(TARGETS)('subject matters on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  const tk: Record<string, string> = {};
  let proc: string;
  let supplierOrg: string;
  let itemId: string;

  const line = (over: object = {}) => ({
    materialName: '钢轨扣件',
    quantity: '10',
    unitCode: 'pcs',
    unitPrice: '12.50',
    ...over,
  });
  const add = (projectId: string, over: object = {}, token = tk.buyer01 as string) =>
    c.call(P.save, token, { projectId, ...line(over) });
  const list = async (projectId: string, token = tk.buyer01 as string) =>
    c.ok(c.call(P.list, token, { projectId }));
  const draft = () => fx.addProject(proc, { status: '00' });
  const count = async (projectId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('subject_matters')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sheet = async (header: string[], rows: string[][]): Promise<string> => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('lines');
    ws.addRow(header);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  };
  const HEADER = [
    'Catalogue code',
    'Material',
    'Specification',
    'Quantity',
    'Unit',
    'Budget unit price (yuan)',
  ];
  const download = (path: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload: body,
      headers: authed(tk.buyer01 as string),
    });

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    const other = await fx.addOrg('OTHER-GROUP', '其他集团', '01');
    await fx.addUser('buyer02', '张采购', other, ROLES.FORMAL_BUYER);
    const otherSupplier = await fx.addOrg('OTHER-SUPPLIER', '其他供应商', '03');
    await fx.addUser('supplier02', '李供应', otherSupplier, ROLES.FORMAL_SUPPLIER);
    // One approved, enabled catalogue item.
    const now = t.clock.now().toISOString();
    const categoryId = randomId();
    await t.database.db
      .insertInto('material_categories')
      .values({
        id: categoryId,
        parent_id: null,
        code: 'SM-CAT',
        name: '扣件',
        level: 1,
        sort: 0,
        status: '00',
        created_at: now,
        updated_at: now,
      })
      .execute();
    itemId = randomId();
    await t.database.db
      .insertInto('material_items')
      .values({
        id: itemId,
        category_id: categoryId,
        code: 'SM-ITEM-1',
        name: '弹条扣件',
        spec: 'e型',
        unit: 'set',
        price: null,
        audit_status: '01',
        status: '00',
        reject_reason: null,
        created_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const login of ['buyer01', 'biz01', 'buyer02', 'supplier01', 'supplier02', 'expert01'])
      tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('seeds the demo projects with lines adding up to their budgets, read by the signed-up supplier', async () => {
    const projects = await t.database.db
      .selectFrom('tender_projects')
      .select(['id', 'project_code', 'budget'])
      .where('project_code', 'in', ['BL-DEMO-0001', 'BL-DEMO-0002'])
      .orderBy('project_code')
      .execute();
    expect(projects).toHaveLength(2);
    for (const p of projects) expect((await list(p.id)).total).toBe(p.budget);
    const published = projects[0]?.id as string;
    expect(
      (await c.ok(c.call(P.read, tk.supplier01 as string, { projectId: published }))).lines,
    ).toHaveLength(3);
  });

  it('adds, edits and deletes lines with exact amounts, audited and numbered 1..n', async () => {
    const p = await draft();
    const a = await c.ok(add(p, { quantity: '3.3333', unitPrice: '0.03' }));
    expect([a.lineNo, a.quantity, a.unitPrice, a.amount]).toEqual([1, '3.3333', '0.03', '0.10']);
    const b = await c.ok(
      add(p, {
        materialId: itemId,
        materialName: '弹条扣件',
        quantity: '999999999999.9999',
        unitPrice: '999.99',
        unitCode: 'set',
      }),
    );
    expect([b.lineNo, b.amount, b.categoryCode]).toEqual([2, '999989999999999.90', 'SM-CAT']);
    const d = await c.ok(
      add(p, { quantity: '0.0001', unitPrice: '0.01', deliveryDate: '2030-05-01', deliveryPlace: '南宁' }),
    );
    expect(d.amount).toBe('0.00');
    const all = await list(p);
    expect([all.editable, all.lines.length, all.total]).toEqual([true, 3, '999990000000000.00']);

    const cents = await c.refused(
      c.call(P.save, tk.buyer01 as string, { projectId: p, id: a.id, ...line({ unitPrice: '1.255' }) }),
    );
    expect([cents.status, cents.field]).toEqual([400, 'unitPrice']);
    const ok = await c.ok(
      c.call(P.save, tk.buyer01 as string, {
        projectId: p,
        id: a.id,
        version: a.version,
        ...line({ quantity: '2.5', unitPrice: '1.25' }),
      }),
    );
    expect([ok.amount, ok.version]).toEqual(['3.13', 2]);
    const stale = await c.refused(
      c.call(P.save, tk.buyer01 as string, { projectId: p, id: a.id, version: 1, ...line() }),
    );
    expect([stale.status, stale.field]).toEqual([409, 'version']);

    await c.ok(c.call(P.remove, tk.buyer01 as string, { projectId: p, ids: [a.id] }));
    const after = await list(p);
    expect(after.lines.map((l: { lineNo: number; id: string }) => [l.lineNo, l.id])).toEqual([
      [1, b.id],
      [2, d.id],
    ]);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', p)
      .orderBy('seq')
      .execute();
    expect(actions.map((r) => r.action)).toEqual([
      'subjectMatterAdd',
      'subjectMatterAdd',
      'subjectMatterAdd',
      'subjectMatterEdit',
      'subjectMatterDelete',
    ]);
  });

  it('refuses bad input naming the field, translated, and stores nothing', async () => {
    const p = await draft();
    const cases: [string, object, string][] = [
      [P.save, { projectId: p, ...line({ quantity: '0' }) }, 'quantity'],
      [P.save, { projectId: p, ...line({ quantity: '1.23456' }) }, 'quantity'],
      [P.save, { projectId: p, ...line({ unitCode: 'zz' }) }, 'unitCode'],
      [P.save, { projectId: p, ...line({ unitPrice: 12.5 }) }, 'unitPrice'],
      [P.save, { projectId: p, ...line({ materialName: '' }) }, 'materialName'],
      [P.save, { projectId: p, ...line({ deliveryDate: '2030-02-30' }) }, 'deliveryDate'],
      [P.save, { projectId: p, ...line({ materialId: 'nope' }) }, 'materialId'],
      [
        P.save,
        { projectId: p, ...line({ quantity: '999999999999', unitPrice: '999999999999.99' }) },
        'unitPrice',
      ],
      [P.merge, { projectId: p, ids: ['x'] }, 'ids'],
      [P.importXlsx, { projectId: p, fileBase64: '%%%' }, 'fileBase64'],
    ];
    for (const [path, body, field] of cases) {
      const h = await c.refused(c.call(path, tk.buyer01 as string, body));
      expect([h.status, h.field], field).toEqual([400, field]);
      expect(h.message, field).not.toMatch(/^subject-matters:|^validation:|^dict:/);
    }
    expect(await count(p)).toBe(0);
    const missing = await c.refused(c.call(P.remove, tk.buyer01 as string, { projectId: p, ids: ['nope'] }));
    expect([missing.status, missing.field]).toEqual([404, 'ids']);
  });

  it('merges lines of one material and unit, summing quantities exactly and keeping the price', async () => {
    const p = await draft();
    const x = await c.ok(add(p, { quantity: '0.1', remark: '一期' }));
    const y = await c.ok(add(p, { quantity: '0.2', remark: '二期' }));
    const z = await c.ok(add(p, { quantity: '1234.5678' }));
    const other = await c.ok(add(p, { materialName: '螺栓', quantity: '1' }));
    const kg = await c.ok(add(p, { quantity: '1', unitCode: 'kg' }));
    const mismatch = await c.refused(
      c.call(P.merge, tk.buyer01 as string, { projectId: p, ids: [x.id, other.id] }),
    );
    expect([mismatch.status, mismatch.field]).toEqual([409, 'ids']);
    expect(
      (await c.refused(c.call(P.merge, tk.buyer01 as string, { projectId: p, ids: [x.id, kg.id] }))).status,
    ).toBe(409);
    const merged = await c.ok(
      c.call(P.merge, tk.buyer01 as string, { projectId: p, ids: [z.id, y.id, x.id] }),
    );
    expect([
      merged.id,
      merged.lineNo,
      merged.quantity,
      merged.unitPrice,
      merged.amount,
      merged.remark,
    ]).toEqual([x.id, 1, '1234.8678', '12.50', '15435.85', '一期; 二期']);
    const after = await list(p);
    expect(after.lines.map((l: { lineNo: number }) => l.lineNo)).toEqual([1, 2, 3]);
    expect(after.total).toBe('15460.85');
  });

  it('asks the merged price when prices differ', async () => {
    const p = await draft();
    const a = await c.ok(add(p, { quantity: '1', unitPrice: '10.00' }));
    const b = await c.ok(add(p, { quantity: '2', unitPrice: '11.00' }));
    const ask = await c.refused(c.call(P.merge, tk.buyer01 as string, { projectId: p, ids: [a.id, b.id] }));
    expect([ask.status, ask.field, ask.message]).toEqual([
      400,
      'unitPrice',
      "The lines have different unit prices: give the merged line's unit price",
    ]);
    const merged = await c.ok(
      c.call(P.merge, tk.buyer01 as string, { projectId: p, ids: [a.id, b.id], unitPrice: '10.67' }),
    );
    expect([merged.quantity, merged.amount]).toEqual(['3', '32.01']);
  });

  it('imports all or nothing, naming each refused row and column; exports a sheet that imports back', async () => {
    const p = await draft();
    await c.ok(add(p));
    const bad = await sheet(HEADER, [
      ['', '灯具', '', '5', 'piece', '100'],
      ['', '灯杆', '', 'abc', 'zz', '1'],
      ['NOPE', '', '', '1', 'pcs', '1'],
      ['', '电缆', '', '2', 'metre', ''],
    ]);
    const refused = await c.ok(c.call(P.importXlsx, tk.buyer01 as string, { projectId: p, fileBase64: bad }));
    expect(refused.imported).toBe(0);
    expect(
      refused.errors.map((e: { row: number; field: string; column: string }) => [e.row, e.field, e.column]),
    ).toEqual([
      [3, 'unitCode', 'Unit'],
      [3, 'quantity', 'Quantity'],
      [4, 'materialCode', 'Catalogue code'],
      [4, 'materialName', 'Material'],
      [5, 'unitPrice', 'Budget unit price (yuan)'],
    ]);
    expect(refused.errors[0].message).toBe('Unknown unit');
    expect(await count(p)).toBe(1);

    const good = await sheet(HEADER, [
      ['', '灯具', 'LED 100W', '5', '件', '100'],
      ['SM-ITEM-1', '', '', '2.5', '', '3.33'],
    ]);
    const done = await c.ok(c.call(P.importXlsx, tk.buyer01 as string, { projectId: p, fileBase64: good }));
    expect(done).toEqual({ imported: 2, errors: [] });
    const lines = (await list(p)).lines;
    expect(
      lines.map(
        (l: {
          lineNo: number;
          materialName: string;
          unitCode: string;
          amount: string;
          materialId: string | null;
        }) => [l.lineNo, l.materialName, l.unitCode, l.amount, l.materialId],
      ),
    ).toEqual([
      [1, '钢轨扣件', 'pcs', '125.00', null],
      [2, '灯具', 'pcs', '500.00', null],
      [3, '弹条扣件', 'set', '8.33', itemId],
    ]);

    const res = await download(P.exportXlsx, { projectId: p });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const copy = await draft();
    const back = await c.ok(
      c.call(P.importXlsx, tk.buyer01 as string, {
        projectId: copy,
        fileBase64: res.rawPayload.toString('base64'),
      }),
    );
    expect(back).toEqual({ imported: 3, errors: [] });
    const strip = (l: Record<string, unknown>) => [
      l.lineNo,
      l.materialId,
      l.materialName,
      l.specification,
      l.quantity,
      l.unitCode,
      l.unitPrice,
      l.amount,
    ];
    expect((await list(copy)).lines.map(strip)).toEqual(lines.map(strip));
    const tpl = await download(P.template, {});
    expect([tpl.statusCode, tpl.headers['content-type']]).toEqual([
      200,
      expect.stringContaining('spreadsheetml'),
    ]);
  });

  it('gives a new project from an executed scheme one linked line per plan line', async () => {
    const b = tk.buyer01 as string;
    const lines = [
      c.line({ quantity: '2', unitPrice: '10.05', unitCode: 'pcs' }),
      c.line({ quantity: '0.5', unitPrice: '3.33', unitCode: 'pcs' }),
    ];
    const plan = await c.ok(c.save(b, c.plan(proc, { title: '标的物计划', lines })));
    await c.ok(c.move(b, plan.id, 'submit'));
    const approved = await c.ok(c.move(tk.biz01 as string, plan.id, 'approve'));
    const ids = approved.lines.map((l: { id: string }) => l.id);
    await c.ok(c.call(K.assignSave, b, { level: '00', lineIds: ids, departId: proc }));
    const pkg = (await c.ok(c.call(K.packageSave, b, { name: '标的物包', lineIds: ids }))).id;
    const scheme = await c.ok(
      c.call(S.save, b, {
        name: '标的物方案',
        tenderMethod: '01',
        organiser: '00',
        publishDate: '2030-03-01',
        quoteEndTime: '2030-03-25 10:00',
        evaluationMethod: '01',
        packageIds: [pkg],
      }),
    );
    await c.ok(c.call(S.transition, b, { id: scheme.id, action: 'submit' }));
    await c.ok(c.call(S.transition, tk.biz01 as string, { id: scheme.id, action: 'approve' }));
    const executed = await c.ok(c.call(S.execute, b, { id: scheme.id }));
    const projectId = executed.projects[0].id;
    const got = await list(projectId);
    expect(
      got.lines.map((l: { planLineIds: string[]; quantity: string; unitCode: string; amount: string }) => [
        l.planLineIds,
        l.quantity,
        l.unitCode,
        l.amount,
      ]),
    ).toEqual([
      [[ids[0]], '2', 'pcs', '20.10'],
      [[ids[1]], '0.5', 'pcs', '1.67'],
    ]);
    expect(got.total).toBe('21.77');
    // Merged, the line keeps both plan links; the quantity is the exact sum.
    const merged = await c.ok(
      c.call(P.merge, b, { projectId, ids: got.lines.map((l: { id: string }) => l.id), unitPrice: '10.05' }),
    );
    expect([merged.planLineIds, merged.quantity, merged.amount]).toEqual([[...ids].sort(), '2.5', '25.13']);
  });

  it('lets only the project organisation change them, signed-up suppliers and the committee read them', async () => {
    const p = await draft();
    await c.ok(add(p));
    for (const path of [P.list, P.read]) {
      const other = await c.refused(c.call(path, tk.buyer02 as string, { projectId: p }));
      expect([other.status, other.field]).toEqual([404, 'projectId']);
    }
    expect((await c.refused(add(p, {}, tk.buyer02 as string))).status).toBe(404);
    expect((await c.refused(c.call(P.read, tk.supplier01 as string, { projectId: p }))).status).toBe(404);
    expect((await c.refused(c.call(P.list, tk.supplier01 as string, { projectId: p }))).status).toBe(403);

    const pub = await fx.addProject(proc, { status: '03' });
    await t.database.db
      .insertInto('subject_matters')
      .values({
        id: randomId(),
        project_id: pub,
        line_no: 1,
        material_id: null,
        category_code: null,
        material_name: '灯具',
        specification: null,
        quantity: '1',
        unit_code: 'pcs',
        unit_price: '1.00',
        amount_cents: '100',
        delivery_place: null,
        delivery_date: null,
        remark: null,
        version: 1,
        created_by: 'test',
        updated_by: 'test',
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    expect((await c.refused(c.call(P.read, tk.supplier01 as string, { projectId: pub }))).status).toBe(404);
    await fx.addSignup(pub, supplierOrg, '00');
    const read = await c.ok(c.call(P.read, tk.supplier01 as string, { projectId: pub }));
    expect([read.editable, read.lines.length, read.total]).toEqual([false, 1, '1.00']);
    expect((await c.refused(c.call(P.read, tk.supplier02 as string, { projectId: pub }))).status).toBe(404);
    expect((await c.refused(c.call(P.read, tk.expert01 as string, { projectId: pub }))).status).toBe(404);
    const expertId = await fx.userId('expert01');
    await t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: pub,
        expert_user_id: expertId,
        status: '00',
        assigned_by: 'test',
        assigned_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    expect((await c.ok(c.call(P.read, tk.expert01 as string, { projectId: pub }))).lines).toHaveLength(1);

    const submitted = await fx.addProject(proc, { status: '01' });
    const fixed = await c.refused(add(submitted));
    expect([fixed.status, fixed.field, fixed.message]).toEqual([
      409,
      'projectId',
      'The subject matters cannot be changed while the project is in this status',
    ]);
  });

  it('records a change after publication as an amendment, moving a near quote end', async () => {
    const amendments = (projectId: string) =>
      t.database.db
        .selectFrom('project_amendments')
        .select(['version', 'summary_json', 'old_quote_end_time', 'new_quote_end_time'])
        .where('project_id', '=', projectId)
        .orderBy('version')
        .execute();
    const far = await fx.addProject(proc, { status: '03', quoteDays: 7 });
    expect((await list(far)).editable).toBe(true);
    await c.ok(add(far));
    const [first] = await amendments(far);
    expect(first?.version).toBe(1);
    expect(JSON.parse(first?.summary_json ?? '{}')).toEqual({
      what: 'rules',
      fields: ['subjectMatters'],
      detail: 'add',
    });
    expect(first?.new_quote_end_time).toBe(first?.old_quote_end_time);

    // One day left: the quote end moves so that amendMinDays (3) remain.
    const near = await fx.addProject(proc, { status: '03', signupDays: 1, quoteDays: 1 });
    await c.ok(add(near));
    const [moved] = await amendments(near);
    const now = t.clock.now().getTime();
    expect(Date.parse(moved?.new_quote_end_time ?? '')).toBe(now + 3 * 86_400_000);
    const opening = await fx.addProject(proc, { status: '04' });
    expect((await c.refused(add(opening))).status).toBe(409);
  });
});
