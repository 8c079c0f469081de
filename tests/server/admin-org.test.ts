import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_PATHS as ORG } from '@/shared/contracts/org';
import { bodyOf, type Json, post, refusal } from './support/admin-call';
import { ORG_ADMIN_ENDPOINTS } from './support/admin-endpoints-org';
import { orgFixtures } from './support/org-fixtures';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('organisations on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const fx = orgFixtures(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
  });
  afterAll(async () => t?.close());

  it('answers the tree of organisations with their children', async () => {
    const tree = bodyOf(await post(t, admin, ORG.initOrganizationTree));
    const outline = (nodes: Json[]): unknown => nodes.map((n) => [n.code, outline(n.children)]);
    expect(outline(tree)).toEqual([
      [
        'PLATFORM',
        [
          [
            'GROUP',
            [
              ['GROUP-PROC', []],
              ['GROUP-BIZ', []],
            ],
          ],
          ['AGENCY-01', []],
          ['SUPPLIER-01', []],
          ['EXPERTS', []],
          // The second bidder of the negotiation and opening demos.
          ['SUPPLIER-02', []],
        ],
      ],
    ]);
    expect(tree[0]).toMatchObject({ name: '平台运营中心', orgType: '00', status: '00', parentId: null });
  });

  it('pages and searches by name, code, type and status', async () => {
    const page = bodyOf(await post(t, admin, ORG.getDepartPage, { pageNo: 2, pageSize: 10 }));
    expect(page).toMatchObject({ total: 8, pageNo: 2, pageSize: 10, records: [] });
    const buyers = bodyOf(await post(t, admin, ORG.getDepartPage, { orgType: '01', code: 'group-' }));
    expect(buyers.records.map((r: Json) => r.code)).toEqual(['GROUP-PROC', 'GROUP-BIZ']);
    expect(buyers.records[0]).toMatchObject({ parentName: '交通集团有限公司', userCount: 2, childCount: 0 });
    const byName = bodyOf(await post(t, admin, ORG.getDepartPage, { name: '专家', status: '00' }));
    expect(byName.records.map((r: Json) => r.code)).toEqual(['EXPERTS']);
    // LIKE wildcards typed by the user match themselves only.
    expect(bodyOf(await post(t, admin, ORG.getDepartPage, { code: '%' })).total).toBe(0);
  });

  it('adds, edits and deletes an organisation with audit entries', async () => {
    const parentId = await fx.orgId('GROUP');
    const body = { parentId, name: '交通集团物资部', code: 'GROUP-MAT', orgType: '01', sort: 5 };
    const { id } = bodyOf(await post(t, admin, ORG.addDepart, body));
    const edited = { ...body, id, name: '交通集团物资中心', code: 'GROUP-MAT2' };
    bodyOf(await post(t, admin, ORG.updateDepart, edited));
    const row = await t.database.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toMatchObject({ name: '交通集团物资中心', code: 'GROUP-MAT2', parent_id: parentId, sort: 5 });
    bodyOf(await post(t, admin, ORG.deleteDepart, { id }));
    expect(
      await t.database.db.selectFrom('organisations').where('id', '=', id).selectAll().execute(),
    ).toEqual([]);
    const audit = await fx.auditOf(id);
    expect(audit.map((a) => [a.entity_type, a.action, a.actor_role])).toEqual([
      ['depart', 'add', 'SYS_ADMIN'],
      ['depart', 'update', 'SYS_ADMIN'],
      ['depart', 'delete', 'SYS_ADMIN'],
    ]);
    expect(JSON.parse(audit[1]?.before_summary ?? '{}')).toMatchObject({ code: 'GROUP-MAT' });
  });

  it.each([
    [{ name: '甲', code: 'X1', orgType: '01' }, 'name', 'name'],
    [{ name: '机构甲', code: 'X 1', orgType: '01' }, 'code', 'safeText'],
    [{ name: '机构甲', code: '编码', orgType: '01' }, 'code', 'noChinese'],
    [{ name: '机构甲', code: 'X1', orgType: '09' }, 'orgType', 'select'],
    [{ name: '机构甲', code: 'X1', orgType: '01', sort: -1 }, 'sort', 'positiveInteger'],
  ])('refuses bad input %j naming the field and rule', async (body, field, rule) => {
    const header = refusal(await post(t, admin, ORG.addDepart, body), 400);
    expect(header).toMatchObject({ ret: '1001', field, rule });
  });

  it('refuses a duplicate code, a parent inside the branch and deleting a non-empty organisation', async () => {
    const dup = refusal(
      await post(t, admin, ORG.addDepart, { name: '重复机构', code: 'GROUP', orgType: '01' }),
      409,
    );
    expect(dup).toMatchObject({ ret: '1007', field: 'code', message: '该组织机构编码已存在' });
    const group = await fx.orgId('GROUP');
    const proc = await fx.orgId('GROUP-PROC');
    const cycle = { id: group, parentId: proc, name: '交通集团有限公司', code: 'GROUP', orgType: '01' };
    expect(refusal(await post(t, admin, ORG.updateDepart, cycle), 400)).toMatchObject({ field: 'parentId' });
    const orphan = { parentId: 'nope', name: '孤儿机构', code: 'ORPHAN', orgType: '01' };
    expect(refusal(await post(t, admin, ORG.addDepart, orphan), 404)).toMatchObject({ field: 'parentId' });
    const children = refusal(await post(t, admin, `${ORG.deleteDepart}?langCode=en`, { id: group }), 409);
    expect(children.message).toBe('This organisation has sub-organisations; delete or move them first');
    const users = refusal(await post(t, admin, `${ORG.deleteDepart}?langCode=en`, { id: proc }), 409);
    expect(users.message).toBe('This organisation still has users; remove them first');
    expect(refusal(await post(t, admin, ORG.deleteDepart, { id: 'nope' }), 404).ret).toBe('1003');
  });

  it('stops an organisation, signing out the people working in it, and starts it again', async () => {
    const biz = await fx.orgId('GROUP-BIZ');
    const bizToken = await signIn(t, 'biz01', { loginType: '02' });
    bodyOf(await post(t, admin, ORG.stopOrStartDepart, { id: biz, status: '01' }));
    expect(await fx.sessionRet(bizToken)).toBe('1000');
    await expect(signIn(t, 'biz01', { loginType: '02' })).rejects.toThrow();
    bodyOf(await post(t, admin, ORG.stopOrStartDepart, { id: biz, status: '00' }));
    await signIn(t, 'biz01', { loginType: '02' });
    const actions = (await fx.auditOf(biz)).map((a) => a.action);
    expect(actions).toEqual(['stop', 'start']);
    // The administrator's own organisation cannot be stopped from under them.
    const own = await fx.orgId('PLATFORM');
    expect(refusal(await post(t, admin, ORG.stopOrStartDepart, { id: own, status: '01' }), 409).rule).toBe(
      'selfStop',
    );
  });

  it('lists buyer organisations as procurement units', async () => {
    const units = bodyOf(await post(t, admin, ORG.shortListProcurementUnitInfoList, { pageSize: 30 }));
    expect(units.records.map((r: Json) => r.code)).toEqual(['GROUP', 'GROUP-PROC', 'GROUP-BIZ']);
    const searched = bodyOf(await post(t, admin, ORG.shortListProcurementUnitInfoList, { name: '采购' }));
    expect(searched.records.map((r: Json) => r.code)).toEqual(['GROUP-PROC']);
  });

  it('replays an add with the same Idempotency-Key without adding twice', async () => {
    const body = { name: '幂等机构', code: 'IDEM-ORG', orgType: '02' };
    const headers = { 'idempotency-key': 'org-add-idem-0001' };
    const first = bodyOf(await post(t, admin, ORG.addDepart, body, headers));
    const again = bodyOf(await post(t, admin, ORG.addDepart, body, headers));
    expect(again).toEqual(first);
    const rows = await t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'IDEM-ORG')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await fx.auditOf(first.id)).map((a) => a.action)).toEqual(['add']);
  });

  it.each([
    ['supplier01', '01'],
    ['buyer01', '02'],
    ['expert01', '04'],
  ])('refuses %s the organisation screen with 403', async (loginName, loginType) => {
    const token = await signIn(t, loginName, { loginType });
    for (const path of [ORG.initOrganizationTree, ORG.addDepart, ORG.deleteDepart]) {
      expect(refusal(await post(t, token, path, { id: 'x' }), 403).ret).toBe('1004');
    }
  });

  it('gives an allowed caller of every listed endpoint an answer, never a bad-input or server error', async () => {
    const bad: string[] = [];
    for (const endpoint of ORG_ADMIN_ENDPOINTS) {
      const res = await post(t, admin, endpoint.path, endpoint.body);
      if (![200, 404, 409].includes(res.statusCode))
        bad.push(`${endpoint.path}: ${res.statusCode} ${res.body}`);
    }
    expect(bad).toEqual([]);
  });
});
