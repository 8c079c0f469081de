import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { DASHBOARD_PATHS, type DashboardCard, type DashboardView } from '@/shared/contracts/dashboard';
import { randomId } from '@/shared/format/random-id';
import { dashboardRows } from './support/dashboard-rows';
import { authed, signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['dbbuy1', 'dbbuy2', 'dbsup1', 'dbsup2', 'expert01', 'admin01', 'tempsupplier01'] as const;
type Name = (typeof USERS)[number];

/**
 * The home dashboard (issue 20): each role's waiting work from seeded rows, limited to the caller's
 * organisation (or, for an expert, its own seats), with exact chart sums. Fresh organisations keep the
 * buyer and supplier counts apart from the demo data.
 */
describe.each(TARGETS)('home dashboard on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const rows = dashboardRows(() => t);
  const token = {} as Record<Name, string>;
  const id = {} as Record<string, string>;

  const home = async (who: Name): Promise<DashboardView> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${DASHBOARD_PATHS.home}?langCode=en`,
      headers: authed(token[who]),
    });
    const json = res.json();
    expect(json.header.ret, JSON.stringify(json.header)).toBe('0');
    return json.body as DashboardView;
  };
  const card = (view: DashboardView, kind: string) =>
    view.cards.find((c) => c.kind === kind) as DashboardCard;
  const codes = (c: DashboardCard) => c.items.map((i) => i.code);

  beforeAll(async () => {
    t = await createTestApp(target);
    const b1 = await fx.addOrg('DB-B1', 'Dashboard buyer one', '01');
    const b2 = await fx.addOrg('DB-B2', 'Dashboard buyer two', '01');
    const s1 = await fx.addOrg('DB-S1', 'Dashboard supplier one', '03');
    const s2 = await fx.addOrg('DB-S2', 'Dashboard supplier two', '03');
    Object.assign(id, { b1, b2, s1, s2 });
    const buyer = await fx.addUser('dbbuy1', 'dbbuy1', b1, ROLES.FORMAL_BUYER);
    await fx.addUser('dbbuy2', 'dbbuy2', b2, ROLES.FORMAL_BUYER);
    const sup1 = await fx.addUser('dbsup1', 'dbsup1', s1, ROLES.FORMAL_SUPPLIER);
    const sup2 = await fx.addUser('dbsup2', 'dbsup2', s2, ROLES.FORMAL_SUPPLIER);
    // Buyer one: a published project with a pending signup, voucher, offer and objection.
    const p1 = await fx.addProject(b1, { code: 'DB-P1', name: 'Pumps', signupDays: 2, quoteDays: 7 });
    await fx.addSignup(p1, s1, '00');
    await rows.voucher(p1, s1, sup1);
    await rows.offer(p1, s1, sup1, 'f'.repeat(64));
    await rows.objection(p1, s1, sup1, 'Spec favours one brand', 72);
    await rows.plan(b1, buyer, 'Year plan 2026');
    // Opening today (quote end 3 hours on), in publicity, concluded with notices and contracts.
    await fx.addProject(b1, { code: 'DB-P4', name: 'Opening today', signupDays: 0.05, quoteDays: 0.125 });
    const p2 = await fx.addProject(b1, { code: 'DB-P2', name: 'Valves', status: '06' });
    await rows.publicity(p2, 30);
    const p3 = await fx.addProject(b1, { code: 'DB-P3', name: 'Cables', status: '07' });
    id.award = await rows.notice(p3, s1, '01', buyer, false);
    await rows.notice(p3, s2, '02', buyer, true);
    await rows.contract(p3, s1, buyer, '12345.67');
    // Exact sums: 0.1 + 0.2 in floating point is not 0.3.
    await rows.budget(p1, '0.10');
    await rows.budget(p2, '0.20');
    await rows.budget(p3, '1000000000000.05');
    // Buyer two: an open tender of services, a concluded project with another organisation's contract.
    await fx.addProject(b2, { code: 'DB-P5', name: 'Cleaning services', signupDays: 3 });
    const p6 = await fx.addProject(b2, { code: 'DB-P6', name: 'Foreign', status: '07' });
    await rows.contract(p6, s2, sup2, '10.00');
    // Expert01: a seat on an evaluating project, step 02 open without its sheet, a report to sign.
    const p7 = await fx.addProject(b1, { code: 'DB-P7', name: 'Evaluated', status: '05' });
    await rows.expertWork(p7, await fx.userId('expert01'));
    await rows.report(p7, buyer);
    // Supplier two deals in goods only: the services tender does not match it.
    await t.database.db
      .insertInto('supplier_profiles')
      .values({
        depart_id: s2,
        company_name: 'Dashboard supplier two',
        credit_code: '91110000DBS2000001',
        data_json: JSON.stringify({ mainCategories: ['00'] }),
        audit_status: '00',
        reject_reason: null,
        version: 1,
        submitted_at: rows.at(),
        updated_by: sup2,
        created_at: rows.at(),
        updated_at: rows.at(),
      })
      .execute();
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it("lists the buyer's waiting work of its own organisation with deadlines and links", async () => {
    const view = await home('dbbuy1');
    expect(view.role).toBe('buyer');
    expect(view.serverTime).toBe(t.clock.now().toISOString());
    const count = (kind: string) => card(view, kind).count;
    expect(count('plansToApprove')).toBe(1);
    expect(card(view, 'plansToApprove').items[0]).toMatchObject({
      title: 'Year plan 2026',
      amount: '12345.67',
    });
    expect(codes(card(view, 'signupsToAudit'))).toEqual(['DB-P1']);
    expect(codes(card(view, 'vouchersToAudit'))).toEqual(['DB-P1']);
    expect(codes(card(view, 'openingsToday'))).toEqual(['DB-P4']);
    expect(card(view, 'publicityEnding').items[0]).toMatchObject({ code: 'DB-P2', deadline: rows.at(30) });
    expect(card(view, 'objectionsToAnswer').items[0]).toMatchObject({
      title: 'Spec favours one brand',
      deadline: rows.at(72),
      link: '/clarification/objectionList',
    });
    expect(card(view, 'contractsToSign').items[0]).toMatchObject({ code: 'DB-P3', amount: '12345.67' });
    expect(card(view, 'contractsToSign').items[0]?.link).toMatch(
      /^\/procurement\/contractStatusList\?projectId=/,
    );
    expect(card(view, 'publicityEnding').items[0]?.link).toMatch(
      /^\/procurement\/procurementPublicty\?projectId=/,
    );
    expect(count('contractsToSign')).toBe(1);
  });

  it('sums the buyer organisation budgets exactly, by month and by status', async () => {
    const { chart } = await home('dbbuy1');
    const month = chart?.byMonth.at(-1);
    expect(chart?.byMonth).toHaveLength(12);
    // 100000.00 (P4) + 100000.00 (P7) + 0.10 + 0.20 + 1000000000000.05
    expect(month).toMatchObject({ month: '2026-11', count: 5, amount: '1000000200000.35' });
    expect(chart?.byStatus).toEqual(
      expect.arrayContaining([
        { status: '03', count: 2 },
        { status: '05', count: 1 },
        { status: '06', count: 1 },
        { status: '07', count: 1 },
      ]),
    );
  });

  it("keeps another buyer out of the organisation's work", async () => {
    const view = await home('dbbuy2');
    for (const c of view.cards) expect(codes(c)).not.toContain('DB-P1');
    expect(card(view, 'contractsToSign').count).toBe(1);
    expect(codes(card(view, 'contractsToSign'))).toEqual(['DB-P6']);
    expect(view.chart?.byStatus).toEqual(expect.arrayContaining([{ status: '07', count: 1 }]));
  });

  it("lists the supplier's own signups, offers, unread results and contracts", async () => {
    const view = await home('dbsup1');
    expect(view.role).toBe('supplier');
    expect(view.chart).toBeNull();
    expect(codes(card(view, 'openTenders'))).toContain('DB-P5');
    expect(codes(card(view, 'openTenders'))).not.toContain('DB-P1');
    expect(card(view, 'mySignups').items).toEqual([
      expect.objectContaining({ code: 'DB-P1', state: 'pending' }),
    ]);
    expect(card(view, 'sealedOffers').items[0]).toMatchObject({ code: 'DB-P1', receipt: 'f'.repeat(64) });
    const results = card(view, 'results');
    expect(results).toMatchObject({ count: 1, unread: 1 });
    expect(results.items[0]).toMatchObject({ id: id.award, state: 'unread.01', amount: '12345.67' });
    expect(results.items[0]?.link).toContain('procurementClinchResultNotice-detail');
    expect(card(view, 'contractsToSign').items).toEqual([
      expect.objectContaining({
        code: 'DB-P3',
        amount: '12345.67',
        link: '/procurement/contractStatusSupplier',
      }),
    ]);
  });

  it("shows a supplier only its organisation's rows and the tenders of its categories", async () => {
    const view = await home('dbsup2');
    expect(codes(card(view, 'openTenders'))).not.toContain('DB-P5');
    expect(card(view, 'mySignups').count).toBe(0);
    expect(card(view, 'sealedOffers').count).toBe(0);
    expect(card(view, 'results')).toMatchObject({ count: 1, unread: 0 });
    expect(card(view, 'results').items[0]?.state).toBe('read.02');
    expect(codes(card(view, 'contractsToSign'))).toEqual(['DB-P6']);
  });

  it("lists the expert's seats, the current step's sheet and the report to sign", async () => {
    const view = await home('expert01');
    expect(view.role).toBe('expert');
    expect(codes(card(view, 'evaluationTasks'))).toContain('DB-P7');
    const sheets = card(view, 'sheetsToSubmit').items.filter((i) => i.code === 'DB-P7');
    expect(sheets.map((i) => i.state)).toEqual(['02']);
    expect(codes(card(view, 'reportsToSign'))).toContain('DB-P7');
  });

  it('lists the profiles and catalogue items waiting for the administrator', async () => {
    const categoryId = randomId();
    const now = rows.at();
    await t.database.db
      .insertInto('material_categories')
      .values({
        id: categoryId,
        parent_id: null,
        code: 'DB-CAT',
        name: 'Pipes',
        level: 1,
        sort: 0,
        status: '00',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.database.db
      .insertInto('material_items')
      .values({
        id: randomId(),
        category_id: categoryId,
        code: 'DB-ITEM',
        name: 'Steel pipe',
        spec: null,
        unit: 'm',
        price: '12.50',
        audit_status: '00',
        status: '00',
        reject_reason: null,
        created_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const view = await home('admin01');
    expect(view.role).toBe('admin');
    const profiles = card(view, 'profilesToAudit');
    expect(profiles.count).toBeGreaterThanOrEqual(1);
    expect(profiles.items.length).toBeLessThanOrEqual(5);
    const items = card(view, 'itemsToAudit');
    expect(items.count).toBeGreaterThanOrEqual(1);
    const all = await t.database.db
      .selectFrom('material_items')
      .select('code')
      .where('audit_status', '=', '00')
      .execute();
    expect(items.count).toBe(all.length);
  });

  it('answers a temporary account with no cards, and refuses without a session', async () => {
    expect(await home('tempsupplier01')).toMatchObject({ role: 'none', cards: [], chart: null });
    const res = await t.app.inject({ method: 'GET', url: `/bidprocurement${DASHBOARD_PATHS.home}` });
    expect(res.statusCode).toBe(401);
  });
});
