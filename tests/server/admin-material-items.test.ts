import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';
import { MATERIAL_ITEM_PATHS as ITEM } from '@/shared/contracts/admin-material-items';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

async function sheetRows(data: Buffer | undefined): Promise<unknown[][]> {
  if (!data) throw new Error('no file');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(TARGETS)('catalogue items and their audit on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let parent: string;
  let child: string;
  let other: string;
  const call = (path: string, body: Record<string, unknown> = {}) => post(t, admin, path, body);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    parent = bodyOf(await call(MATERIAL_PATHS.categorySave, { code: 'PIPE', name: 'Pipes' })).id;
    child = bodyOf(
      await call(MATERIAL_PATHS.categorySave, { code: 'PIPES', name: 'Steel pipes', parentId: parent }),
    ).id;
    other = bodyOf(await call(MATERIAL_PATHS.categorySave, { code: 'GLASS', name: 'Glass' })).id;
  }, 30_000);
  afterAll(async () => t?.close());

  it('walks an item through save, audit, edit, reject, submit and status with a change record each', async () => {
    const saved = bodyOf(
      await call(ITEM.save, {
        categoryId: child,
        code: 'P100',
        name: 'Pipe DN100',
        price: '1234.5',
        unit: 'm',
      }),
    );
    expect(saved).toMatchObject({
      auditStatus: '00',
      status: '00',
      price: '1234.5',
      categoryName: 'Steel pipes',
    });
    const edit = { id: saved.id, categoryId: child, code: 'P100', name: 'Pipe DN100 (Q235)' };
    expect(refusal(await call(ITEM.edit, edit), 409).message).toMatch(/audit|审核|audit/);
    expect(refusal(await call(ITEM.changeStatus, { id: saved.id, status: '01' }), 409).ret).toBe('1007');

    expect(bodyOf(await call(ITEM.approve, { id: saved.id })).auditStatus).toBe('01');
    refusal(await call(ITEM.approve, { id: saved.id }), 409);
    const edited = bodyOf(await call(ITEM.edit, edit));
    expect(edited).toMatchObject({ auditStatus: '00', name: 'Pipe DN100 (Q235)', price: null });

    const noReason = refusal(await call(ITEM.reject, { id: saved.id, reason: '  ' }), 400);
    expect(noReason).toMatchObject({ field: 'reason', rule: 'required' });
    const rejected = bodyOf(await call(ITEM.reject, { id: saved.id, reason: 'Missing standard' }));
    expect(rejected).toMatchObject({ auditStatus: '02', rejectReason: 'Missing standard' });
    bodyOf(await call(ITEM.edit, { ...edit, spec: 'GB/T 8163' }));
    expect(bodyOf(await call(ITEM.get, { id: saved.id })).auditStatus).toBe('02');
    expect(bodyOf(await call(ITEM.submitAudit, { id: saved.id }))).toMatchObject({
      auditStatus: '00',
      rejectReason: null,
    });
    refusal(await call(ITEM.submitAudit, { id: saved.id }), 409);
    bodyOf(await call(ITEM.approve, { id: saved.id }));
    expect(bodyOf(await call(ITEM.changeStatus, { id: saved.id, status: '01' })).status).toBe('01');

    const records = bodyOf(await call(ITEM.record, { itemId: saved.id, pageSize: 30 }));
    expect(records.records.map((r: Json) => r.action).reverse()).toEqual([
      'create',
      'approve',
      'update',
      'reject',
      'update',
      'submit',
      'approve',
      'disable',
    ]);
    const disable = records.records[0];
    expect(disable).toMatchObject({
      actorName: '平台管理员',
      before: { status: '00' },
      after: { status: '01' },
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'materialItem')
      .where('entity_id', '=', saved.id)
      .execute();
    expect(audit).toHaveLength(8);
  });

  it('lists with paging and search, a category meaning its whole subtree', async () => {
    for (let i = 1; i <= 11; i += 1) {
      const categoryId = i % 2 ? child : parent;
      bodyOf(
        await call(ITEM.save, { categoryId, code: `V${String(i).padStart(3, '0')}`, name: `Valve ${i}` }),
      );
    }
    bodyOf(await call(ITEM.save, { categoryId: other, code: 'G001', name: 'Glass pane' }));
    const first = bodyOf(await call(ITEM.list, { categoryId: parent, pageNo: 1 }));
    expect(first).toMatchObject({ total: 12, pageNo: 1, pageSize: 10 });
    expect(first.records).toHaveLength(10);
    expect(bodyOf(await call(ITEM.list, { categoryId: child })).total).toBe(7);
    expect(bodyOf(await call(ITEM.list, { keyword: 'valve 1' })).total).toBe(3);
    expect(bodyOf(await call(ITEM.list, { auditStatus: '01' })).total).toBe(1);
    expect(bodyOf(await call(ITEM.list, { categoryId: 'unknown' })).total).toBe(0);
    const pending = bodyOf(await call(ITEM.auditList, { keyword: 'glass' }));
    expect(pending.records.map((r: Json) => r.code)).toEqual(['G001']);
  });

  it.each([
    [{ code: 'P 1', name: 'x' }, 'code', 'code'],
    [{ code: 'P2', name: 'x', price: '1.234' }, 'price', 'amount'],
    [{ code: 'P2', name: 'x', price: '1234567890123456' }, 'price', 'amount'],
    [{ code: 'P2', name: 'x', unit: 'u'.repeat(21) }, 'unit', 'maxLength'],
  ])('refuses bad input %j naming field and rule', async (body, field, rule) => {
    expect(refusal(await call(ITEM.save, { categoryId: child, ...body }), 400)).toMatchObject({
      field,
      rule,
    });
  });

  it('refuses a duplicate code and an unknown category', async () => {
    expect(refusal(await call(ITEM.save, { categoryId: child, code: 'V001', name: 'Dup' }), 409).field).toBe(
      'code',
    );
    expect(refusal(await call(ITEM.save, { categoryId: 'nope', code: 'Z9', name: 'z' }), 404).field).toBe(
      'categoryId',
    );
  });

  it('deletes an item and keeps its change records', async () => {
    const item = bodyOf(await call(ITEM.save, { categoryId: other, code: 'DEL1', name: 'Temp' }));
    bodyOf(await call(ITEM.delete, { id: item.id }));
    refusal(await call(ITEM.get, { id: item.id }), 404);
    const records = bodyOf(await call(ITEM.record, { itemId: item.id }));
    expect(records.records.map((r: Json) => r.action)).toEqual(['delete', 'create']);
  });

  it('exports the filtered catalogue as a real xlsx with a header row', async () => {
    const res = await call(ITEM.export, { categoryId: child });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('catalogue.xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['物资编码', '物资名称', '物资分类']);
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r[0])).toContain('P100');
    // The unit column names the unit in the asker's language, not its dictionary code.
    const unitAt = rows[0]?.indexOf('计量单位') ?? -1;
    expect(unitAt).toBeGreaterThan(0);
    bodyOf(await call(ITEM.save, { categoryId: other, code: 'U001', name: 'Pane', unit: 'm2' }));
    const zh = await sheetRows((await call(ITEM.export, { categoryId: other })).rawPayload);
    expect(zh.find((r) => r[0] === 'U001')?.[unitAt]).toBe('平方米');
    const en = await sheetRows((await call(`${ITEM.export}?langCode=en`, { categoryId: other })).rawPayload);
    expect(en.find((r) => r[0] === 'U001')?.[unitAt]).toBe('square metre');
  });

  it('zips the catalogue and the change records', async () => {
    const res = await call(ITEM.createFileToZip, {
      exports: [{ type: 'catalogue', filter: { keyword: 'glass' } }, { type: 'changes' }],
      fileName: 'material',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('material.zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['catalogue.xlsx', 'changes.xlsx']);
    const catalogue = await sheetRows(await zip.file('catalogue.xlsx')?.async('nodebuffer'));
    expect(catalogue.slice(1).map((r) => r[0])).toEqual(['G001']);
    const changes = await sheetRows(await zip.file('changes.xlsx')?.async('nodebuffer'));
    expect(changes.length).toBeGreaterThan(10);
    const bad = refusal(await call(ITEM.createFileToZip, { exports: [] }), 400);
    expect(bad).toMatchObject({ field: 'exports', rule: 'required' });
  });

  it('refuses roles without the screens and keeps the audit screen apart', async () => {
    const supplier = await signIn(t, 'supplier01');
    for (const path of [ITEM.list, ITEM.export, ITEM.auditList, ITEM.approve]) {
      expect(refusal(await post(t, supplier, path, { id: 'x' }), 403).ret).toBe('1004');
    }
  });

  it('replays a save with the same Idempotency-Key and refuses the key with other content', async () => {
    const headers = { 'idempotency-key': 'material-item-0001' };
    const body = { categoryId: other, code: 'IDEM1', name: 'Idem' };
    const a = bodyOf(await post(t, admin, ITEM.save, body, headers));
    const b = bodyOf(await post(t, admin, ITEM.save, body, headers));
    expect(b.id).toBe(a.id);
    refusal(await post(t, admin, ITEM.save, { ...body, name: 'Other' }, headers), 422);
    const changes = await t.database.db
      .selectFrom('material_item_changes')
      .where('item_id', '=', a.id)
      .selectAll()
      .execute();
    expect(changes).toHaveLength(1);
  });
});
