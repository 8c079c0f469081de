import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { WORKSPACE_PATHS as W } from '@/shared/contracts/project-workspace-paths';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { DEMO_ENTRUSTED_CODE } from '@/server/db/seed/seed-project-workspace';
import { offerCalls } from './support/offer-calls';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const CONTACT = { contactName: '联系人', contactPhone: '13800000007', contactEmail: 'contact@bidline.test' };

describe.each(TARGETS)('project workspace on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const offers = offerCalls(() => t, { supplier: 'supplier01' });
  let agency: string;
  let agency2: string;
  let groupProc: string;
  let subUnit: string;
  const zoneTime = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const save = (login: string, fields: object) =>
    call(
      P.projectSave,
      as(login),
      {
        name: '道路养护服务',
        tenderMethod: '01',
        budget: '120000.00',
        signupEndTime: zoneTime(10),
        quoteEndTime: zoneTime(12),
        ...fields,
      },
      randomId(),
    );
  const notFound = async (res: ReturnType<typeof call>) =>
    expect((await header(res)).ret, 'answers as missing').toBe('1003');

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    agency = await fx.orgId('AGENCY-01');
    groupProc = await fx.orgId('GROUP-PROC');
    agency2 = await fx.addOrg('AGENCY-02', '第二招标代理', '02');
    await fx.addUser('agent02', '孙代理', agency2, ROLES.FORMAL_AGENT);
    subUnit = await fx.addOrg('GROUP-PROC-EAST', '采购中心东区', '01');
    await t.database.db
      .updateTable('organisations')
      .set({ parent_id: groupProc })
      .where('id', '=', subUnit)
      .execute();
    for (const login of ['buyer01', 'biz01', 'agent01', 'agent02', 'supplier01'])
      token[login] = await signIn(t, login);
    await offers.signInAll();
  });
  afterAll(async () => t?.close());

  it('lets the entrusted agency run that project only, with the buyer side seeing the same', async () => {
    // At first start the agency sees the demo project entrusted to it, and nothing else of the buyer's.
    const start = await body(call(P.projectPage, as('agent01'), {}));
    expect(start.records.map((r: { projectCode: string }) => r.projectCode)).toEqual([DEMO_ENTRUSTED_CODE]);
    const entrusted = (await body(save('buyer01', { agencyOrgId: agency }))).id as string;
    const own = (await body(save('buyer01', { name: '自办项目' }))).id as string;

    const page = await body(call(P.projectPage, as('agent01'), {}));
    const ids = page.records.map((r: { id: string }) => r.id);
    expect(ids.sort()).toEqual([entrusted, start.records[0].id].sort());
    const mine = page.records.find((r: { id: string }) => r.id === entrusted);
    expect(mine).toMatchObject({ agencyOrgId: agency, agencyName: '华通招标代理有限公司' });
    expect(await body(call(P.projectGet, as('agent01'), { id: entrusted }))).toMatchObject({
      departId: groupProc,
      agencyOrgId: agency,
    });
    const listed = await body(call(W.projectPage, as('agent01'), {}));
    expect(listed.records.find((r: { id: string }) => r.id === entrusted)).toMatchObject({ entrusted: true });
    expect(listed.total).toBe(2);
    expect(listed.statusCounts).toEqual({ '00': 2 });
    const overview = await body(call(W.overview, as('agent01'), { projectId: entrusted }));
    expect(overview).toMatchObject({ side: 'agency', counts: { signups: 0, offers: 0 } });
    expect((await body(call(W.overview, as('buyer01'), { projectId: entrusted }))).side).toBe('buyer');

    // The agency edits the draft with the buyer's rights, but cannot hand it on to another agency.
    const edited = await body(
      save('agent01', { id: entrusted, name: '道路养护服务（代理）', agencyOrgId: agency2 }),
    );
    expect(edited).toMatchObject({ name: '道路养护服务（代理）', agencyOrgId: agency, departId: groupProc });
    await body(call(P.projectTransition, as('agent01'), { id: entrusted, action: 'submit' }, randomId()));

    // Another agency, and the agency on a project not entrusted to it: missing.
    await notFound(call(P.projectGet, as('agent02'), { id: entrusted }));
    await notFound(call(W.overview, as('agent02'), { projectId: entrusted }));
    await notFound(call(W.timeline, as('agent02'), { projectId: entrusted }));
    await notFound(call(P.projectGet, as('agent01'), { id: own }));
    await notFound(call(W.overview, as('agent01'), { projectId: own }));
    await notFound(call(P.committeeList, as('agent01'), { projectId: own }));
    expect((await body(call(P.projectPage, as('agent02'), {}))).total).toBe(0);
  });

  it('shows the agency the signups, documents, clarifications and committee of its entrusted project', async () => {
    const published = await fx.addProject(groupProc, { name: '桥梁检测' });
    const other = await fx.addProject(groupProc, { name: '不委托项目' });
    await t.database.db
      .updateTable('tender_projects')
      .set({ agency_org_id: agency })
      .where('id', '=', published)
      .execute();
    for (const projectId of [published, other])
      await body(call(P.signupApply, as('supplier01'), { projectId, ...CONTACT }, randomId()));

    const signups = await body(call(P.signupPage, as('agent01'), {}));
    expect(signups.records.map((s: { projectId: string }) => s.projectId)).toEqual([published]);
    const [signup] = signups.records;
    await body(call(P.signupAudit, as('agent01'), { id: signup.id, auditStatus: '01' }, randomId()));
    await body(
      call(
        P.clarificationRelease,
        as('agent01'),
        { projectId: published, title: '澄清一', content: '内容' },
        randomId(),
      ),
    );
    const clarifications = await body(call(P.clarificationPage, as('buyer01'), { projectId: published }));
    expect(clarifications.total).toBe(1);
    await body(call(P.documentList, as('agent01'), { projectId: published }));
    await body(call(P.committeeList, as('agent01'), { projectId: published }));
    await notFound(
      call(P.clarificationRelease, as('agent01'), { projectId: other, title: 'x', content: 'y' }, randomId()),
    );
    const otherSignup = (await body(call(P.signupPage, as('buyer01'), { projectId: other }))).records[0];
    expect(
      (
        await header(
          call(P.signupAudit, as('agent01'), { id: otherSignup.id, auditStatus: '01' }, randomId()),
        )
      ).ret,
    ).toBe('1003');
  });

  it('refuses an agency that is not an agency organisation, naming the field, storing nothing', async () => {
    const supplierOrg = await fx.orgId('SUPPLIER-01');
    const before = (await body(call(P.projectPage, as('buyer01'), {}))).total;
    const refused = await header(save('buyer01', { agencyOrgId: supplierOrg }));
    expect(refused).toMatchObject({ ret: '1001', field: 'agencyOrgId' });
    expect(refused.message).toMatch(/agency/i);
    expect((await body(call(P.projectPage, as('buyer01'), {}))).total).toBe(before);
  });

  it('tells who did what on the timeline, an offer only as received, newest first', async () => {
    const id = (await body(save('buyer01', { name: '时间线项目', agencyOrgId: agency }))).id as string;
    await body(save('agent01', { id, name: '时间线项目（改）' }));
    const page = await body(call(W.timeline, as('buyer01'), { projectId: id, pageSize: 10 }));
    expect(page.total).toBe(2);
    expect(page.records.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(page.records[0]).toMatchObject({
      side: 'agency',
      orgName: '华通招标代理有限公司',
      entityType: 'tenderProject',
    });
    expect(page.records[1]).toMatchObject({ side: 'buyer', orgName: '交通集团采购中心' });
    expect(page.records[1].actorName).toBeTruthy();
    expect(await body(call(W.timeline, as('agent01'), { projectId: id }))).toMatchObject({ total: 2 });

    // A published project: the supplier's signup and its sealed offer (received, no sender).
    const open = await fx.addProject(groupProc, { name: '开标前项目', signupDays: 2, quoteDays: 7 });
    await body(call(P.signupApply, as('supplier01'), { projectId: open, ...CONTACT }, randomId()));
    const signup = (await body(call(P.signupPage, as('buyer01'), { projectId: open }))).records[0];
    await body(call(P.signupAudit, as('buyer01'), { id: signup.id, auditStatus: '01' }, randomId()));
    const sent = await offers.send('supplier', open, { totalPrice: '99000.00', deliveryDays: 30 });
    expect(sent.res.json().header.ret).toBe('0');
    const events = (await body(call(W.timeline, as('buyer01'), { projectId: open }))).records;
    expect(events.map((e: { entityType: string; action: string }) => `${e.entityType}.${e.action}`)).toEqual([
      'tenderOffer.received',
      'tenderSignup.approve',
      'tenderSignup.apply',
    ]);
    expect(events[0]).toMatchObject({ actorName: null, orgName: null, actorRole: null });
    expect(events[2]).toMatchObject({ side: 'supplier', orgName: '远航物资供应有限公司' });
    expect(JSON.stringify(events)).not.toContain('99000');
    const overview = await body(call(W.overview, as('buyer01'), { projectId: open }));
    expect(overview.counts).toMatchObject({ offers: 1, signups: 1, signupsPending: 0 });
    // Suppliers have no timeline (their role is refused before any project is read).
    expect((await header(call(W.timeline, as('supplier01'), { projectId: open }))).ret).not.toBe('0');
  });

  it('supervises the organisation and its sub-organisations, for the buyer supervisors only', async () => {
    const sub = await fx.addProject(subUnit, { name: '东区项目' });
    const sibling = await fx.addProject(await fx.orgId('GROUP-BIZ'), { name: '业务部项目' });
    const all = await body(call(W.supervisionPage, as('buyer01'), { pageSize: 100 }));
    const ids = all.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(sub);
    expect(ids).not.toContain(sibling);
    expect(Object.values(all.statusCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      all.total,
    );
    const narrowed = await body(call(W.supervisionPage, as('buyer01'), { departId: subUnit }));
    expect(narrowed.records.map((r: { id: string }) => r.id)).toEqual([sub]);
    expect(
      (await body(call(W.supervisionPage, as('buyer01'), { departId: await fx.orgId('GROUP-BIZ') }))).total,
    ).toBe(0);
    expect(
      (await body(call(W.projectPage, as('buyer01'), { pageSize: 100 }))).records.map(
        (r: { id: string }) => r.id,
      ),
    ).not.toContain(sub);
    expect((await header(call(W.supervisionPage, as('agent01'), {}))).ret).not.toBe('0');
    expect((await body(call(W.supervisionPage, as('buyer01'), { keyword: '东区' }))).total).toBe(1);
  });

  it('answers the organisation calls: buyers, agents, group and the integrity review', async () => {
    const buyers = await body(call(W.departBuyer, as('buyer01'), {}));
    expect(buyers.buyers.map((o: { id: string }) => o.id)).toEqual([groupProc, subUnit]);
    expect(buyers.projectBuyer).toBeNull();
    const agents = await body(call(W.departAgent, as('buyer01'), {}));
    expect(agents.agencies.map((o: { id: string }) => o.id).sort()).toEqual([agency, agency2].sort());
    const id = (await body(save('buyer01', { agencyOrgId: agency, budget: '3000000.00' }))).id as string;
    expect((await body(call(W.departAgent, as('agent01'), { projectId: id }))).projectAgent).toMatchObject({
      id: agency,
    });
    expect((await body(call(W.departBuyer, as('agent01'), { projectId: id }))).projectBuyer).toMatchObject({
      id: groupProc,
    });
    await notFound(call(W.departAgent, as('agent02'), { projectId: id }));
    expect(await body(call(W.isGroupDepart, as('buyer01'), {}))).toMatchObject({ isGroup: true });
    expect(await body(call(W.isGroupDepart, as('agent01'), {}))).toMatchObject({ isGroup: false });
    expect(await body(call(W.isAddDflzAudit, as('buyer01'), { projectId: id }))).toEqual({
      required: true,
      reason: 'budget',
      thresholdBudget: '2000000.00',
    });
    const small = (await body(save('buyer01', { budget: '5000.00' }))).id as string;
    expect((await body(call(W.isAddDflzAudit, as('buyer01'), { projectId: small }))).required).toBe(false);
    const invited = (await body(save('buyer01', { budget: '5000.00', tenderMethod: '02' }))).id as string;
    expect((await body(call(W.isAddDflzAudit, as('buyer01'), { projectId: invited }))).reason).toBe('method');
  });

  it('lists the drafts to initiate from', async () => {
    const answer = await body(call(W.initiation, as('buyer01'), { pageSize: 100 }));
    expect(Array.isArray(answer.ready)).toBe(true);
    expect(answer.drafts.records.every((r: { status: string }) => r.status === '00')).toBe(true);
    expect(answer.drafts.total).toBeGreaterThan(0);
  });
});
