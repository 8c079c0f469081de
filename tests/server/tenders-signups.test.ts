import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CONTACT = {
  contactName: '周供应',
  contactPhone: '13800000007',
  contactEmail: 'supplier01@bidline.test',
};
const MINUTE = 60_000;

describe.each(TARGETS)('tender signups on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  let buyer: string;
  let agent: string;
  let supplier: string;
  let supplier2: string;
  let tempSupplier: string;
  let buyerOrg: string;
  let supplierOrg: string;
  let project: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    const org2 = await fx.addOrg('SUPPLIER-02T', '第二供应商', '03');
    await fx.addUser('supplier02t', '钱供应', org2, ROLES.FORMAL_SUPPLIER);
    project = await fx.addProject(buyerOrg, { name: '道路养护物资' });
    buyer = await signIn(t, 'buyer01');
    agent = await signIn(t, 'agent01');
    supplier = await signIn(t, 'supplier01');
    supplier2 = await signIn(t, 'supplier02t');
    tempSupplier = await signIn(t, 'tempsupplier01');
  });
  afterAll(async () => t?.close());

  it('refuses bad input naming the field and stores nothing', async () => {
    const other = await fx.addProject(buyerOrg);
    expect(
      await header(call(P.signupApply, supplier, { projectId: other, ...CONTACT, contactPhone: '' })),
    ).toMatchObject({ ret: '1001', field: 'contactPhone' });
    expect(
      await header(
        call(P.signupApply, supplier, { projectId: other, ...CONTACT, contactEmail: 'not-an-email' }),
      ),
    ).toMatchObject({ ret: '1001', field: 'contactEmail' });
    expect(await header(call(P.signupApply, supplier, { ...CONTACT }))).toMatchObject({
      ret: '1001',
      field: 'projectId',
    });
    expect(await fx.count('tender_signups', other)).toBe(0);
  });

  it('stores one pending signup however often the same call is replayed', async () => {
    const key = crypto.randomUUID();
    const first = await body(call(P.signupApply, supplier, { projectId: project, ...CONTACT }, key));
    expect(first).toMatchObject({
      projectId: project,
      projectName: '道路养护物资',
      supplierDepartId: supplierOrg,
      supplierName: '远航物资供应有限公司',
      auditStatus: '00',
      rejectReason: null,
      receivedAt: t.clock.now().toISOString(),
    });
    const replay = await body(call(P.signupApply, supplier, { projectId: project, ...CONTACT }, key));
    expect(replay).toEqual(first);
    expect(await fx.count('tender_signups', project)).toBe(1);
    expect(await fx.auditActions('tenderSignup', first.id)).toEqual(['apply']);

    const mine = await body(call(P.signupMine, supplier, { projectId: project }));
    expect(mine.records.map((s: { id: string }) => s.id)).toEqual([first.id]);
    expect((await body(call(P.signupMine, supplier2, {}))).total).toBe(0);
    const assistant = await t.services.tenders.signups.mySignups({
      userId: 'x',
      roleCode: ROLES.FORMAL_SUPPLIER,
      departId: supplierOrg,
    });
    expect(assistant.filter((s) => s.projectId === project).map((s) => s.id)).toEqual([first.id]);
  });

  it('judges the signup end time by the server clock: late means 1005 and nothing stored', async () => {
    // Closes in a minute: a day's jump would also end the sessions (2 h idle).
    const closing = await fx.addProject(buyerOrg, { signupDays: 1 / 1440 });
    t.clock.advance(MINUTE + 1);
    try {
      const late = await header(call(P.signupApply, supplier2, { projectId: closing, ...CONTACT }));
      expect(late).toMatchObject({ ret: '1005', field: 'signupEndTime' });
    } finally {
      t.clock.advance(-(MINUTE + 1));
    }
    expect(await fx.count('tender_signups', closing)).toBe(0);
    // Exactly at the deadline still counts.
    const row = await t.database.db
      .selectFrom('tender_projects')
      .select('signup_end_time')
      .where('id', '=', closing)
      .executeTakeFirstOrThrow();
    const before = t.clock.now();
    t.clock.set(row.signup_end_time);
    try {
      await body(call(P.signupApply, supplier2, { projectId: closing, ...CONTACT }));
    } finally {
      t.clock.set(before);
    }
    expect(await fx.count('tender_signups', closing)).toBe(1);
  });

  it('lets the rejected supplier apply again, and keeps an approved signup as it is', async () => {
    const own = await body(call(P.signupApply, supplier2, { projectId: project, ...CONTACT }));
    const noReason = await header(call(P.signupAudit, buyer, { id: own.id, auditStatus: '02' }));
    expect(noReason).toMatchObject({
      ret: '1001',
      field: 'reason',
      message: 'Please give a reason for the rejection',
    });
    const rejected = await body(
      call(P.signupAudit, buyer, { id: own.id, auditStatus: '02', reason: '资质不全' }),
    );
    expect(rejected).toMatchObject({ auditStatus: '02', rejectReason: '资质不全' });
    expect(await header(call(P.signupAudit, buyer, { id: own.id, auditStatus: '01' }))).toMatchObject({
      ret: '1007',
    });

    const again = await body(
      call(P.signupApply, supplier2, {
        projectId: project,
        ...CONTACT,
        contactName: '钱经理',
        remark: '已补充资质',
      }),
    );
    expect(again).toMatchObject({ id: own.id, auditStatus: '00', rejectReason: null, contactName: '钱经理' });
    await body(call(P.signupAudit, buyer, { id: own.id, auditStatus: '01' }));
    const changed = await header(call(P.signupApply, supplier2, { projectId: project, ...CONTACT }));
    expect(changed).toMatchObject({
      ret: '1007',
      message: "Your organisation's signup has already been approved and can no longer be changed",
    });
    const stored = await t.database.db
      .selectFrom('tender_signups')
      .selectAll()
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ audit_status: '01', contact_name: '钱经理' });
    expect(await fx.auditActions('tenderSignup', own.id)).toEqual(['apply', 'reject', 'reapply', 'approve']);
  });

  it('refuses temporary suppliers, buyers and projects that are not published', async () => {
    expect(await header(call(P.signupApply, tempSupplier, { projectId: project, ...CONTACT }))).toMatchObject(
      {
        ret: '1004',
      },
    );
    expect(await header(call(P.signupApply, buyer, { projectId: project, ...CONTACT }))).toMatchObject({
      ret: '1004',
    });
    const draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.DRAFT });
    // Never published: to a supplier it does not exist, exactly like a missing project.
    expect(await header(call(P.signupApply, supplier, { projectId: draft, ...CONTACT }))).toMatchObject({
      ret: '1003',
      field: 'projectId',
      message: 'The procurement project does not exist',
    });
    expect(await header(call(P.signupApply, supplier, { projectId: 'missing', ...CONTACT }))).toMatchObject({
      ret: '1003',
      field: 'projectId',
    });
    expect(await fx.count('tender_signups', draft)).toBe(0);
  });

  it('shows signups only to the organisation running the project, which alone audits them', async () => {
    const page = await body(call(P.signupPage, buyer, { projectId: project }));
    expect(page.total).toBe(2);
    const pending = await body(call(P.signupPage, buyer, { projectId: project, auditStatus: '00' }));
    expect(pending.records.map((s: { supplierDepartId: string }) => s.supplierDepartId)).toEqual([
      supplierOrg,
    ]);

    expect((await body(call(P.signupPage, agent, {}))).total).toBe(0);
    const id = pending.records[0].id;
    // Another organisation's signup answers like a missing one.
    expect(await header(call(P.signupAudit, agent, { id, auditStatus: '01' }))).toMatchObject({
      ret: '1003',
      field: 'id',
    });
    expect(await header(call(P.signupAudit, supplier, { id, auditStatus: '01' }))).toMatchObject({
      ret: '1004',
    });
    expect(await header(call(P.signupPage, supplier, {}))).toMatchObject({ ret: '1004' });
    const still = await body(call(P.signupPage, buyer, { projectId: project, auditStatus: '00' }));
    expect(still.total).toBe(1);
  });
});
