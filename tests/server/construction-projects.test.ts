import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTRUCTION_PATHS as PATHS } from '@/shared/contracts/construction-paths';
import { DEMO_CONSTRUCTION_CODES } from '@/server/db/seed/seed-construction';
import { DEMO_PROJECT_CODES } from '@/server/db/seed/seed-tenders';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('construction projects on %s', (target) => {
  let t: TestApp;
  let buyer: string;
  let bizOrg: string;
  let supplier: string;
  let buyerOrg: string;
  let serial = 0;

  const project = (over: object = {}) => ({
    code: `T-${++serial}-${target}`,
    name: '疏港公路改建工程',
    ownerOrgName: '交通集团港务有限公司',
    region: '浙江省宁波市',
    investment: '123456789012345.67',
    startDate: '2026-05-01',
    endDate: '2027-12-31',
    approvalDocNo: '甬发改〔2026〕7号',
    remark: '一期',
    ...over,
  });
  const call = (path: string, token: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const ok = async (res: Awaited<ReturnType<typeof call>>) => {
    const json = res.json();
    expect(json.header.message).toBe('ok');
    return json.body;
  };
  const refused = (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.statusCode,
    ...res.json().header,
  });
  const rows = async () =>
    t.database.db.selectFrom('construction_projects').selectAll().where('depart_id', '=', buyerOrg).execute();
  const audits = async (id: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A project of the other organisation (GROUP-BIZ), written as its keeper's save would leave it. */
  const theirProject = async (code: string) => {
    const id = `their-${++serial}`;
    const at = t.clock.now().toISOString();
    await t.database.db
      .insertInto('construction_projects')
      .values({
        id,
        depart_id: bizOrg,
        code,
        name: '业务部工程',
        owner_org_name: '交通集团业务部',
        region: '杭州市',
        investment: '100.00',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        approval_doc_no: null,
        remark: null,
        status: '00',
        status_reason: null,
        version: 1,
        created_by: 'x',
        updated_by: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { id };
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    buyerOrg = (
      await t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'GROUP-PROC')
        .executeTakeFirstOrThrow()
    ).id;
    buyer = await signIn(t, 'buyer01');
    bizOrg = (
      await t.database.db
        .selectFrom('organisations')
        .select('id')
        .where('code', '=', 'GROUP-BIZ')
        .executeTakeFirstOrThrow()
    ).id;
    supplier = await signIn(t, 'supplier01');
  });
  afterAll(async () => t?.close());

  it('creates a project (00 preparing) and changes it, audited, with its history', async () => {
    const created = await ok(await call(PATHS.save, buyer, project({ investment: '86500.5' })));
    expect(created.status).toBe('00');
    expect(created.investment).toBe('86500.50');
    expect(created.departId).toBe(buyerOrg);
    const changed = await ok(
      await call(PATHS.save, buyer, {
        ...project({ code: created.code, name: '疏港公路改建工程（二期）' }),
        id: created.id,
      }),
    );
    expect(changed.name).toBe('疏港公路改建工程（二期）');
    expect(changed.version).toBe(2);
    const detail = await ok(await call(PATHS.get, buyer, { id: created.id }));
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0].toStatus).toBe('00');
    expect(await audits(created.id)).toBe(2);
    const big = await ok(await call(PATHS.save, buyer, project()));
    expect(big.investment).toBe('123456789012345.67');
  });

  it('refuses a code the organisation already uses, naming the field, and changes nothing', async () => {
    const first = await ok(await call(PATHS.save, buyer, project()));
    const before = await rows();
    const dup = refused(await call(PATHS.save, buyer, project({ code: first.code, name: '另一个' })));
    expect([dup.status, dup.ret, dup.field]).toEqual([409, '1007', 'code']);
    expect(dup.message).toBe(
      'Another construction project of your organisation already has this project code',
    );
    const other = await ok(await call(PATHS.save, buyer, project()));
    const taken = refused(await call(PATHS.save, buyer, { ...project({ code: first.code }), id: other.id }));
    expect(taken.field).toBe('code');
    expect((await rows()).length).toBe(before.length + 1);
    // Another organisation may use the same code.
    await theirProject(first.code);
  });

  it('refuses bad input with a 4xx naming the field, never a 500, and stores nothing', async () => {
    const before = (await rows()).length;
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ code: 'bad code!' }, 'code'],
      [{ investment: '1234567890123456' }, 'investment'],
      [{ investment: '12.345' }, 'investment'],
      [{ investment: '-5' }, 'investment'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ startDate: '2027-01-02', endDate: '2027-01-01' }, 'endDate'],
      [{ ownerOrgName: 'a'.repeat(101) }, 'ownerOrgName'],
    ];
    for (const [over, field] of cases) {
      const answer = refused(await call(PATHS.save, buyer, project(over)));
      expect([answer.status, answer.ret, answer.field], JSON.stringify(over)).toEqual([400, '1001', field]);
    }
    const late = refused(
      await call(PATHS.save, buyer, project({ startDate: '2027-01-02', endDate: '2027-01-01' })),
    );
    expect(late.message).toBe('The end date cannot be before the start date');
    const page = refused(await call(PATHS.page, buyer, { year: 'x' }));
    expect([page.status, page.field]).toEqual([400, 'year']);
    expect((await rows()).length).toBe(before);
  });

  it('moves along the status table with a reason and refuses other moves', async () => {
    const p = await ok(await call(PATHS.save, buyer, project()));
    const move = (status: string, reason = '按计划') =>
      call(PATHS.transition, buyer, { id: p.id, status, reason });
    const noReason = refused(await call(PATHS.transition, buyer, { id: p.id, status: '01', reason: ' ' }));
    expect([noReason.status, noReason.field]).toEqual([400, 'reason']);
    const skip = refused(await move('02'));
    expect([skip.status, skip.ret, skip.field]).toEqual([409, '1007', 'status']);
    expect((await ok(await move('01', '开工'))).status).toBe('01');
    expect((await ok(await move('03', '资金未到位'))).status).toBe('03');
    expect((await ok(await move('01', '复工'))).status).toBe('01');
    const done = await ok(await move('02', '竣工验收'));
    expect([done.status, done.statusReason]).toEqual(['02', '竣工验收']);
    for (const to of ['00', '01', '03']) expect(refused(await move(to)).ret).toBe('1007');
    const change = refused(await call(PATHS.save, buyer, { ...project({ code: p.code }), id: p.id }));
    expect(change.ret).toBe('1007');
    const detail = await ok(await call(PATHS.get, buyer, { id: p.id }));
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      '00',
      '01',
      '03',
      '01',
      '02',
    ]);
    expect(detail.history[4].reason).toBe('竣工验收');
    expect(detail.history[4].userName).toBe('王采购');
  });

  it("answers another organisation's project as missing (404) and keeps lists to the organisation", async () => {
    const theirs = await theirProject(`THEIRS-${target}`);
    for (const [path, body] of [
      [PATHS.get, { id: theirs.id }],
      [PATHS.transition, { id: theirs.id, status: '01', reason: '开工' }],
      [PATHS.correlation, { id: theirs.id }],
      [PATHS.save, { ...project(), id: theirs.id }],
    ] as const) {
      const answer = refused(await call(path, buyer, body));
      expect([answer.status, answer.ret, answer.field], path).toEqual([404, '1003', 'id']);
    }
    const missing = refused(await call(PATHS.get, buyer, { id: 'nope' }));
    expect(missing.message).toBe(refused(await call(PATHS.get, buyer, { id: theirs.id })).message);
    const page = await ok(await call(PATHS.page, buyer, { pageSize: 100 }));
    expect(page.records.some((r: { id: string }) => r.id === theirs.id)).toBe(false);
    expect(page.records.every((r: { departId: string }) => r.departId === buyerOrg)).toBe(true);
    // A supplier has no grant of the screen.
    expect(refused(await call(PATHS.page, supplier, {})).status).toBe(403);
  });

  it('pages with keyword, status, year and region filters and counts per status', async () => {
    const tag = `F${target}`;
    await ok(
      await call(
        PATHS.save,
        buyer,
        project({
          code: `${tag}-1`,
          name: '滨海大桥',
          region: '舟山市',
          startDate: '2030-01-01',
          endDate: '2030-06-30',
        }),
      ),
    );
    const b = await ok(
      await call(
        PATHS.save,
        buyer,
        project({
          code: `${tag}-2`,
          name: '滨海隧道',
          region: '台州市',
          startDate: '2029-03-01',
          endDate: '2031-01-01',
        }),
      ),
    );
    await ok(await call(PATHS.transition, buyer, { id: b.id, status: '01', reason: '开工' }));
    const both = await ok(await call(PATHS.page, buyer, { keyword: '滨海' }));
    expect(both.total).toBe(2);
    expect(both.statusCounts).toMatchObject({ '': 2, '00': 1, '01': 1 });
    const building = await ok(await call(PATHS.page, buyer, { keyword: '滨海', status: '01' }));
    expect(building.records.map((r: { code: string }) => r.code)).toEqual([`${tag}-2`]);
    expect(building.statusCounts['00']).toBe(1);
    expect((await ok(await call(PATHS.page, buyer, { keyword: tag.toLowerCase(), year: 2031 }))).total).toBe(
      1,
    );
    expect(
      (await ok(await call(PATHS.page, buyer, { keyword: '滨海', region: '舟山' }))).records[0].name,
    ).toBe('滨海大桥');
  });

  it('lists the tender projects linked to the seeded project (correlationList)', async () => {
    const page = await ok(await call(PATHS.page, buyer, { keyword: DEMO_CONSTRUCTION_CODES.building }));
    const seeded = page.records[0];
    expect(seeded.status).toBe('01');
    expect(seeded.tenderCount).toBe(1);
    const linked = await ok(await call(PATHS.correlation, buyer, { id: seeded.id }));
    expect(linked.total).toBe(1);
    expect(linked.records[0].projectCode).toBe(DEMO_PROJECT_CODES.published);
    const preparing = await ok(await call(PATHS.page, buyer, { keyword: DEMO_CONSTRUCTION_CODES.preparing }));
    expect(preparing.records[0].status).toBe('00');
    expect((await ok(await call(PATHS.correlation, buyer, { id: preparing.records[0].id }))).total).toBe(0);
    const options = await ok(await call(PATHS.options, buyer, {}));
    expect(options.some((o: { code: string }) => o.code === DEMO_CONSTRUCTION_CODES.building)).toBe(true);
  });

  it('replays a save and a move sent again with the same Idempotency-Key, applying each once', async () => {
    const body = project();
    const first = await ok(await call(PATHS.save, buyer, body, `cp-save-${target}`));
    const again = await ok(await call(PATHS.save, buyer, body, `cp-save-${target}`));
    expect(again.id).toBe(first.id);
    expect((await rows()).filter((r) => r.code === body.code)).toHaveLength(1);
    const moveBody = { id: first.id, status: '01', reason: '开工' };
    await ok(await call(PATHS.transition, buyer, moveBody, `cp-move-${target}`));
    const replay = await ok(await call(PATHS.transition, buyer, moveBody, `cp-move-${target}`));
    expect(replay.status).toBe('01');
    const detail = await ok(await call(PATHS.get, buyer, { id: first.id }));
    expect(detail.history).toHaveLength(2);
    expect(await audits(first.id)).toBe(2);
  });
});
