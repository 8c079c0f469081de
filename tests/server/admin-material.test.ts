import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_PATHS as PATHS } from '@/shared/contracts/admin-material';
import { MATERIAL_ITEM_PATHS as ITEM } from '@/shared/contracts/admin-material-items';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('material categories and features on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const save = (body: Record<string, unknown>) => post(t, admin, PATHS.categorySave, body);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    for (const [code, name, parent] of [
      ['STEEL', 'Steel', undefined],
      ['REBAR', 'Rebar', 'STEEL'],
      ['REBAR12', 'Rebar 12 mm', 'REBAR'],
      ['CEMENT', 'Cement', undefined],
    ] as const) {
      const body = bodyOf(await save({ code, name, parentId: parent ? ids[parent] : undefined, sort: 1 }));
      ids[code] = body.id;
    }
  });
  afterAll(async () => t?.close());

  it('builds the tree with levels from the parents', async () => {
    const tree = bodyOf(await post(t, admin, PATHS.categoryTree));
    const outline = (nodes: Json[]): unknown => nodes.map((n) => [n.code, n.level, outline(n.children)]);
    expect(outline(tree)).toEqual([
      ['CEMENT', 1, []],
      ['STEEL', 1, [['REBAR', 2, [['REBAR12', 3, []]]]]],
    ]);
  });

  it('searches by name or code and returns the matches with their ancestors', async () => {
    const found = bodyOf(await post(t, admin, PATHS.categoryTreeSearch, { keyword: '12 MM' }));
    expect(found).toHaveLength(1);
    expect(found[0].code).toBe('STEEL');
    expect(found[0].children[0].children[0].code).toBe('REBAR12');
    expect(bodyOf(await post(t, admin, PATHS.categoryTreeSearch, { keyword: 'cem' }))).toHaveLength(1);
    expect(bodyOf(await post(t, admin, PATHS.categoryTreeSearch, { keyword: 'nothing' }))).toEqual([]);
  });

  it('updates and moves a subtree, shifting every level below', async () => {
    const moved = bodyOf(await save({ id: ids.REBAR, code: 'REBAR', name: 'Rebar', parentId: ids.CEMENT }));
    expect(moved).toMatchObject({ parentId: ids.CEMENT, level: 2 });
    const back = bodyOf(
      await save({ id: ids.REBAR, code: 'REBAR', name: 'Rebar bars', parentId: ids.STEEL }),
    );
    expect(back.name).toBe('Rebar bars');
    const rows = await t.database.db.selectFrom('material_categories').select(['code', 'level']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.code, Number(r.level)]))).toMatchObject({ REBAR12: 3 });
  });

  it.each([
    [{ code: '钢材', name: 'x' }, 'code', 'code'],
    [{ code: 'OK1', name: '' }, 'name', 'required'],
    [{ code: 'OK1', name: 'x', status: '09' }, 'status', 'select'],
    [{ code: 'OK1', name: 'x', sort: -1 }, 'sort', 'number'],
  ])('refuses bad input %j naming field and rule', async (body, field, rule) => {
    const header = refusal(await save(body), 400);
    expect(header).toMatchObject({ ret: '1001', field, rule });
  });

  it('refuses a duplicate code, an unknown parent and a cycle', async () => {
    expect(refusal(await save({ code: 'STEEL', name: 'Again' }), 409)).toMatchObject({ field: 'code' });
    expect(refusal(await save({ code: 'NEW1', name: 'n', parentId: 'nope' }), 404).field).toBe('parentId');
    const cycle = refusal(
      await save({ id: ids.STEEL, code: 'STEEL', name: 'S', parentId: ids.REBAR12 }),
      400,
    );
    expect(cycle).toMatchObject({ field: 'parentId', rule: 'cycle' });
  });

  it('refuses to delete a category with children or items, deletes a leaf with an audit entry', async () => {
    const withChildren = refusal(await post(t, admin, PATHS.categoryDelete, { id: ids.STEEL }), 409);
    expect(withChildren.message).toMatch(/subcategor|子分类|sous-cat/);
    bodyOf(await post(t, admin, ITEM.save, { categoryId: ids.REBAR12, code: 'M001', name: 'Bar' }));
    refusal(await post(t, admin, PATHS.categoryDelete, { id: ids.REBAR12 }), 409);
    bodyOf(await post(t, admin, PATHS.categoryDelete, { id: ids.CEMENT }));
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity_type', '=', 'materialCategory')
      .execute();
    expect(audit.filter((a) => a.action === 'create')).toHaveLength(4);
    expect(audit).toContainEqual({ action: 'delete', entity_id: ids.CEMENT });
    refusal(await post(t, admin, PATHS.categoryDelete, { id: ids.CEMENT }), 404);
  });

  it('maintains features: save, list with paging, get, edit, delete; refuses duplicates', async () => {
    const category = ids.REBAR as string;
    for (let i = 1; i <= 12; i += 1) {
      bodyOf(
        await post(t, admin, PATHS.featureSave, {
          categoryId: category,
          name: `F${i}`,
          valueType: '00',
          sort: i,
        }),
      );
    }
    const page2 = bodyOf(
      await post(t, admin, PATHS.featureList, { categoryId: category, pageNo: 2, pageSize: 10 }),
    );
    expect(page2).toMatchObject({ total: 12, pageNo: 2, pageSize: 10 });
    expect(page2.records.map((f: Json) => f.name)).toEqual(['F11', 'F12']);
    const searched = bodyOf(await post(t, admin, PATHS.featureList, { name: 'f1' }));
    expect(searched.total).toBe(4);
    const first = searched.records[0];
    const edited = bodyOf(
      await post(t, admin, PATHS.featureEdit, {
        ...first,
        name: 'Diameter',
        valueType: '01',
        unit: 'mm',
        required: true,
      }),
    );
    expect(edited).toMatchObject({ name: 'Diameter', unit: 'mm', required: 1, categoryName: 'Rebar bars' });
    expect(bodyOf(await post(t, admin, PATHS.featureGet, { id: first.id })).valueType).toBe('01');
    const dup = { categoryId: category, name: 'Diameter', valueType: '00' };
    expect(refusal(await post(t, admin, PATHS.featureSave, dup), 409).field).toBe('name');
    const bad = refusal(await post(t, admin, PATHS.featureSave, { ...dup, valueType: 'x' }), 400);
    expect(bad).toMatchObject({ field: 'valueType', rule: 'select' });
    bodyOf(await post(t, admin, PATHS.featureDelete, { id: first.id }));
    refusal(await post(t, admin, PATHS.featureGet, { id: first.id }), 404);
  });

  it('refuses paging outside the allowed page sizes', async () => {
    const header = refusal(await post(t, admin, PATHS.featureList, { pageSize: 25 }), 400);
    expect(header).toMatchObject({ field: 'pageSize' });
  });

  it.each([
    ['supplier01', undefined],
    ['buyer01', '02'],
  ])('refuses %s (no grant) with FORBIDDEN', async (login, loginType) => {
    const token = await signIn(t, login, loginType ? { loginType } : {});
    for (const path of [PATHS.categoryTree, PATHS.categorySave, PATHS.featureList]) {
      expect(refusal(await post(t, token, path, { code: 'X1', name: 'x' }), 403).ret).toBe('1004');
    }
  });

  it('replays a save with the same Idempotency-Key without a second category', async () => {
    const headers = { 'idempotency-key': 'material-cat-0001' };
    const body = { code: 'IDEM1', name: 'Idem' };
    const a = bodyOf(await post(t, admin, PATHS.categorySave, body, headers));
    const b = bodyOf(await post(t, admin, PATHS.categorySave, body, headers));
    expect(b.id).toBe(a.id);
    const rows = await t.database.db
      .selectFrom('material_categories')
      .where('code', '=', 'IDEM1')
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
  });
});
