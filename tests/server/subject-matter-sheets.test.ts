import { describe, expect, it } from 'vitest';
import { PLAN_PACKAGE_PATHS as K } from '@/shared/contracts/plan-paths';
import { SCHEME_PATHS as S } from '@/shared/contracts/scheme-paths';
import { SUBJECT_MATTER_PATHS as P } from '@/shared/contracts/subject-matter-paths';
import { TARGETS } from './support/test-app';
import { subjectMatterFixture } from './support/subject-matter-fixture';

describe.each(TARGETS)('subject matters on %s: spreadsheets and scheme projects', (target) => {
  const s = subjectMatterFixture(target);
  const { tk, c, add, list, draft, count, sheet, HEADER, download } = s;

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
      [3, '弹条扣件', 'set', '8.33', s.itemId],
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
    const plan = await c.ok(c.save(b, c.plan(s.proc, { title: '标的物计划', lines })));
    await c.ok(c.move(b, plan.id, 'submit'));
    const approved = await c.ok(c.move(tk.biz01 as string, plan.id, 'approve'));
    const ids = approved.lines.map((l: { id: string }) => l.id);
    await c.ok(c.call(K.assignSave, b, { level: '00', lineIds: ids, departId: s.proc }));
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
});
