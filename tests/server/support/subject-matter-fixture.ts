import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { SUBJECT_MATTER_PATHS as P } from '@/shared/contracts/subject-matter-paths';
import { randomId } from '@/shared/format/random-id';
import { planCalls } from './plan-calls';
import { authed, signIn } from './sign-in';
import { tenderRows } from './tender-rows';
import { createTestApp, type TargetName, type TestApp } from './test-app';

/**
 * The subject-matter tests' world (issue 16; spec 000 section 7.5), set up before and closed after the
 * calling describe: buyer01 (GROUP-PROC) keeps the lines of its draft projects; buyer02 runs another
 * organisation; supplier01 signs up for published ones; one approved, enabled catalogue item.
 */
export function subjectMatterFixture(target: TargetName) {
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
    await fx.addUser('supplier02t', '李供应', otherSupplier, ROLES.FORMAL_SUPPLIER);
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
    for (const login of ['buyer01', 'biz01', 'buyer02', 'supplier01', 'supplier02t', 'expert01'])
      tk[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  return {
    get t() {
      return t;
    },
    get proc() {
      return proc;
    },
    get supplierOrg() {
      return supplierOrg;
    },
    get itemId() {
      return itemId;
    },
    tk,
    fx,
    c,
    line,
    add,
    list,
    draft,
    count,
    sheet,
    HEADER,
    download,
  };
}
