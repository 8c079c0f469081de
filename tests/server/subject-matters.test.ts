import { describe, expect, it } from 'vitest';
import { SUBJECT_MATTER_PATHS as P } from '@/shared/contracts/subject-matter-paths';
import { TARGETS } from './support/test-app';
import { subjectMatterFixture } from './support/subject-matter-fixture';

describe.each(TARGETS)('subject matters on %s: lines, bad input and merging', (target) => {
  const s = subjectMatterFixture(target);
  const { tk, c, line, add, list, draft, count } = s;

  it('seeds the demo projects with lines adding up to their budgets, read by the signed-up supplier', async () => {
    const projects = await s.t.database.db
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
        materialId: s.itemId,
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
    const actions = await s.t.database.db
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
});
