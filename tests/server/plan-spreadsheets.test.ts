import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PATHS as P } from '@/shared/contracts/plan-paths';
import { planCalls } from './support/plan-calls';
import { authed, signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** The plan lines' spreadsheets: template, import (5,000 rows; all or nothing), export with labels. */
describe.each(TARGETS)('plan spreadsheets on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const c = planCalls(() => t);
  let token: string;
  let proc: string;

  const book = async (data: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    return wb;
  };
  const rowValues = (ws: ExcelJS.Worksheet, n: number) =>
    (ws.getRow(n).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)));

  /** A filled template: header in English, then the rows given. */
  async function sheet(rows: string[][]): Promise<string> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('lines');
    ws.addRow(['Material', 'Specification', 'Category code', 'Quantity', 'Unit', 'Unit price (yuan)']);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  }
  const parse = (fileBase64: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.importParse}?langCode=${lang}`,
      payload: { fileBase64 },
      headers: authed(token),
    });

  beforeAll(async () => {
    t = await createTestApp(target);
    proc = await fx.orgId('GROUP-PROC');
    token = await signIn(t, 'buyer01');
  });
  afterAll(async () => t?.close());

  it('downloads the template with labels in the language and the units listed', async () => {
    for (const [lang, material, unit] of [
      ['en', 'Material', 'piece'],
      ['zh', '物资名称', '件'],
      ['fr', undefined, 'pièce'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/bidprocurement${P.importTemplate}?langCode=${lang}`,
        headers: authed(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = await book(res.rawPayload);
      const [lines, units] = wb.worksheets;
      if (material) expect(rowValues(lines as ExcelJS.Worksheet, 1)[0]).toBe(material);
      expect(rowValues(lines as ExcelJS.Worksheet, 1)).toHaveLength(11);
      const labels = (units as ExcelJS.Worksheet).getColumn(1).values.slice(2).map(String);
      expect(labels).toContain(unit);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/bidprocurement${P.importTemplate}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('imports a good sheet of 5,000 rows, which saves as one plan', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `物资${i}`,
      `规格${i}`,
      '',
      String((i % 7) + 1),
      i % 2 ? 'piece' : 'kg',
      `${i}.25`,
    ]);
    const res = await parse(await sheet(rows));
    const body = res.json().body;
    expect([res.statusCode, body.errors]).toEqual([200, []]);
    expect(body.lines).toHaveLength(5000);
    expect(body.lines[1]).toMatchObject({
      materialName: '物资1',
      quantity: '2',
      unitCode: 'pcs',
      unitPrice: '1.25',
    });
    expect(body.lines[0].unitCode).toBe('kg');
    const saved = await c.ok(c.save(token, c.plan(proc, { title: '导入计划', lines: body.lines })));
    expect(saved.lines).toHaveLength(5000);
  }, 120_000);

  it('lists each bad row with its row and column, translated, and imports nothing', async () => {
    const res = await parse(
      await sheet([
        ['螺栓', '', '', '5', 'piece', '1.00'],
        ['垫片', '', '', '-1', 'piece', '1.00'],
        ['螺母', '', '', '2', 'barrel', '1.00'],
        ['', '', '', '2', 'piece', '1.00'],
      ]),
    );
    const body = res.json().body;
    expect(body.lines).toEqual([]);
    expect(body.errors).toEqual([
      { row: 3, column: 'Quantity', message: expect.stringMatching(/quantity must be positive/) },
      { row: 4, column: 'Unit', message: expect.stringMatching(/measureUnit/) },
      { row: 5, column: 'Material', message: expect.not.stringMatching(/^validation:/) },
    ]);
    const zh = (await parse(await sheet([['垫片', '', '', '-1', '件', '1.00']]), 'zh')).json().body;
    expect(zh.errors[0]).toMatchObject({ row: 2, column: '数量' });
    const notXlsx = (await parse(Buffer.from('not a spreadsheet').toString('base64'))).json().body;
    expect(notXlsx.errors[0].message).toBe('The file is not an xlsx spreadsheet');
    const bad = await parse('***');
    expect([bad.statusCode, bad.json().header.field]).toEqual([400, 'fileBase64']);
  });

  it('exports a line query with labels and statuses in the language', async () => {
    await c.ok(
      c.save(token, c.plan(proc, { year: 2042, title: '导出计划', lines: [c.line({ unitCode: 'pcs' })] })),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.lineExport}?langCode=zh`,
      payload: { planType: '00', year: 2042 },
      headers: authed(token),
    });
    expect(res.statusCode).toBe(200);
    const ws = (await book(res.rawPayload)).worksheets[0] as ExcelJS.Worksheet;
    expect(rowValues(ws, 1).slice(0, 4)).toEqual(['计划名称', '年度', '部门', '物资名称']);
    const line = rowValues(ws, 2);
    expect(line).toContain('导出计划');
    expect(line).toContain('件');
    expect(line).toContain('草稿');
    expect(line).toContain('125.00');
    expect(rowValues(ws, 3)).toContain('125.00');
    const en = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.lineExport}?langCode=en`,
      payload: { planType: '00', year: 2042 },
      headers: authed(token),
    });
    const enRow = rowValues((await book(en.rawPayload)).worksheets[0] as ExcelJS.Worksheet, 2);
    expect(enRow).toContain('Draft');
    expect(enRow).toContain('piece');
  });
});
