import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { randomId } from '@/shared/format/random-id';
import { SUPPLIER_RESPONSE_PATHS as R } from '@/shared/contracts/supplier-response-paths';
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

/** supplierResponse step 1 on the server: record on behalf, rejected list and re-audit, no-audit signups. */
describe.each(TARGETS)('supplier response (signups) on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  let buyer: string;
  let agent: string;
  let supplier: string;
  let supplier2: string;
  let buyerOrg: string;
  let supplierOrg: string;
  let org2: string;
  let project: string;

  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.ensureGrants();
    buyerOrg = await fx.orgId('GROUP-PROC');
    supplierOrg = await fx.orgId('SUPPLIER-01');
    org2 = await fx.addOrg('SUPPLIER-R2', '第二响应供应商', '03');
    await fx.addUser('supplierr2', '钱响应', org2, ROLES.FORMAL_SUPPLIER);
    project = await fx.addProject(buyerOrg, { name: '响应测试项目' });
    buyer = await signIn(t, 'buyer01');
    agent = await signIn(t, 'agent01');
    supplier = await signIn(t, 'supplier01');
    supplier2 = await signIn(t, 'supplierr2');
  });
  afterAll(async () => t?.close());

  it('records a signup on behalf of a supplier, approved with the actor, once per key', async () => {
    const own = await fx.addProject(buyerOrg);
    const options = await body(call(R.supplierOptions, buyer, { keyword: '第二响应' }));
    expect(options.map((o: { id: string }) => o.id)).toEqual([org2]);
    const key = crypto.randomUUID();
    const input = { projectId: own, supplierDepartId: org2, ...CONTACT, remark: '纸质报名' };
    const first = await body(call(R.record, buyer, input, key));
    expect(first).toMatchObject({
      projectId: own,
      supplierDepartId: org2,
      auditStatus: '01',
      recorded: true,
      noAudit: false,
      auditedByName: expect.any(String),
    });
    expect(await body(call(R.record, buyer, input, key))).toEqual(first);
    expect(await fx.count('tender_signups', own)).toBe(1);
    expect(await fx.auditActions('tenderSignup', first.id)).toEqual(['record']);
    // A second record without the key: already approved, refused naming the supplier.
    expect(await header(call(R.record, buyer, input))).toMatchObject({
      ret: '1007',
      field: 'supplierDepartId',
      message: "This supplier's signup is already approved",
    });
    const overview = await body(call(R.overview, buyer, { projectId: own }));
    expect(overview).toMatchObject({ total: 1, approved: 1, recorded: 1, pending: 0 });
  });

  it('refuses bad input and foreign projects, translated and naming the field, storing nothing', async () => {
    const own = await fx.addProject(buyerOrg);
    expect(
      await header(
        call(R.record, buyer, { projectId: own, supplierDepartId: org2, ...CONTACT, contactPhone: '' }),
      ),
    ).toMatchObject({ ret: '1001', field: 'contactPhone' });
    expect(
      await header(call(R.record, buyer, { projectId: own, supplierDepartId: 'nope', ...CONTACT })),
    ).toMatchObject({
      ret: '1003',
      field: 'supplierDepartId',
      message: 'The supplier organisation does not exist or is not enabled',
    });
    // A buyer organisation is no supplier.
    expect(
      await header(call(R.record, buyer, { projectId: own, supplierDepartId: buyerOrg, ...CONTACT })),
    ).toMatchObject({ ret: '1003', field: 'supplierDepartId' });
    // Another organisation's project answers like a missing one.
    expect(
      await header(call(R.record, agent, { projectId: own, supplierDepartId: org2, ...CONTACT })),
    ).toMatchObject({ ret: '1003', field: 'projectId' });
    expect(
      await header(call(R.record, supplier, { projectId: own, supplierDepartId: org2, ...CONTACT })),
    ).toMatchObject({ ret: '1004' });
    const draft = await fx.addProject(buyerOrg, { status: PURCHASE_STATUS.DRAFT });
    expect(
      await header(call(R.record, buyer, { projectId: draft, supplierDepartId: org2, ...CONTACT })),
    ).toMatchObject({ ret: '1007', field: 'projectId' });
    expect(await header(call(R.reaudit, buyer, { id: 'x', auditStatus: '01' }))).toMatchObject({
      ret: '1001',
      field: 'reason',
    });
    expect(await header(call(R.rejectedPage, buyer, { tab: 'nope' }))).toMatchObject({
      ret: '1001',
      field: 'tab',
    });
    expect(await header(call(R.noAuditPage, buyer, { pageSize: 7 }))).toMatchObject({
      ret: '1001',
      field: 'pageSize',
    });
    expect(await fx.count('tender_signups', own)).toBe(0);
    expect(await fx.count('tender_signups', draft)).toBe(0);
  });

  it('lists rejected signups with their reason, and re-audits a rejected and a re-applied one', async () => {
    const a = await body(call(P.signupApply, supplier, { projectId: project, ...CONTACT }));
    const b = await body(call(P.signupApply, supplier2, { projectId: project, ...CONTACT }));
    await body(call(P.signupAudit, buyer, { id: a.id, auditStatus: '02', reason: '资质过期' }));
    await body(call(P.signupAudit, buyer, { id: b.id, auditStatus: '02', reason: '联系人不符' }));
    // supplier2 re-applies: pending again, its last reason kept in the history.
    await body(call(P.signupApply, supplier2, { projectId: project, ...CONTACT, contactName: '钱经理' }));

    const rejected = await body(call(R.rejectedPage, buyer, { projectId: project }));
    expect(rejected.tabCounts).toEqual({ rejected: 1, reapplied: 1 });
    expect(
      rejected.records.map((r: { id: string; lastRejectReason: string }) => [r.id, r.lastRejectReason]),
    ).toEqual([[a.id, '资质过期']]);
    const reapplied = await body(call(R.rejectedPage, buyer, { projectId: project, tab: 'reapplied' }));
    expect(reapplied.records).toEqual([
      expect.objectContaining({
        id: b.id,
        auditStatus: '00',
        reapplied: true,
        lastRejectReason: '联系人不符',
      }),
    ]);
    // Keyword search by supplier name.
    expect((await body(call(R.rejectedPage, buyer, { keyword: '第二响应', tab: 'reapplied' }))).total).toBe(
      1,
    );
    expect((await body(call(R.rejectedPage, buyer, { keyword: '第二响应' }))).total).toBe(0);
    // Another organisation sees none of them and cannot decide.
    expect((await body(call(R.rejectedPage, agent, {}))).tabCounts).toEqual({ rejected: 0, reapplied: 0 });
    expect(await header(call(R.reaudit, agent, { id: a.id, auditStatus: '01', reason: 'x' }))).toMatchObject({
      ret: '1003',
      field: 'id',
    });
    expect(await header(call(R.detail, agent, { id: a.id }))).toMatchObject({ ret: '1003', field: 'id' });

    // Rejected again is no change; overturning needs the note, which the history keeps.
    expect(
      await header(call(R.reaudit, buyer, { id: a.id, auditStatus: '02', reason: '再次' })),
    ).toMatchObject({
      ret: '1007',
      field: 'auditStatus',
    });
    const key = crypto.randomUUID();
    const overturned = await body(
      call(R.reaudit, buyer, { id: a.id, auditStatus: '01', reason: '已核实新资质' }, key),
    );
    expect(overturned).toMatchObject({ auditStatus: '01', rejectReason: null });
    expect(
      await body(call(R.reaudit, buyer, { id: a.id, auditStatus: '01', reason: '已核实新资质' }, key)),
    ).toEqual(overturned);
    expect(await fx.auditActions('tenderSignup', a.id)).toEqual(['apply', 'reject', 'reauditApprove']);
    const detail = await body(call(R.detail, buyer, { id: a.id }));
    expect(
      detail.history.map((h: { action: string; reason: string | null }) => [h.action, h.reason]),
    ).toEqual([
      ['apply', null],
      ['reject', '资质过期'],
      ['reauditApprove', '已核实新资质'],
    ]);
    expect(detail.company).toMatchObject({ departId: supplierOrg, name: '远航物资供应有限公司' });

    // The re-applied one is rejected again with a reason.
    await body(call(R.reaudit, buyer, { id: b.id, auditStatus: '02', reason: '仍不符' }));
    const after = await body(call(R.rejectedPage, buyer, { projectId: project }));
    expect(after.tabCounts).toEqual({ rejected: 1, reapplied: 0 });
    expect(after.records[0]).toMatchObject({ id: b.id, rejectReason: '仍不符' });

    // A pending signup never rejected goes through the normal audit.
    const fresh = await fx.addProject(buyerOrg);
    const c = await body(call(P.signupApply, supplier, { projectId: fresh, ...CONTACT }));
    expect(await header(call(R.reaudit, buyer, { id: c.id, auditStatus: '01', reason: 'x' }))).toMatchObject({
      ret: '1007',
      field: 'id',
    });
  });

  it('approves an invited supplier on arrival and lists it among the no-audit signups', async () => {
    const invitation = await fx.addProject(buyerOrg, { name: '邀请项目' });
    await db()
      .updateTable('tender_projects')
      .set({ tender_method: '02' })
      .where('id', '=', invitation)
      .execute();
    await db()
      .insertInto('tender_invitations')
      .values({
        id: randomId(),
        project_id: invitation,
        supplier_depart_id: supplierOrg,
        invited_by: 'test',
        invited_at: t.clock.now().toISOString(),
        sent_at: t.clock.now().toISOString(),
        read_by: null,
        read_at: null,
      })
      .execute();
    const signup = await body(call(P.signupApply, supplier, { projectId: invitation, ...CONTACT }));
    expect(signup).toMatchObject({ auditStatus: '01' });
    const page = await body(call(R.noAuditPage, buyer, { projectId: invitation }));
    expect(page.tabCounts).toEqual({ all: 1, open: 1, closed: 0 });
    expect(page.records).toEqual([
      expect.objectContaining({ id: signup.id, noAudit: true, tenderMethod: '02' }),
    ]);
    expect(
      (await body(call(R.noAuditPage, buyer, { projectId: invitation, tab: 'closed' }))).records,
    ).toEqual([]);
    // Not invited: the buyer cannot record it either.
    expect(
      await header(call(R.record, buyer, { projectId: invitation, supplierDepartId: org2, ...CONTACT })),
    ).toMatchObject({ ret: '1007', field: 'supplierDepartId' });
    expect((await body(call(R.noAuditPage, agent, {}))).total).toBe(0);
    expect(await header(call(R.noAuditPage, agent, { projectId: invitation }))).toMatchObject({
      ret: '1003',
      field: 'projectId',
    });
  });

  it('lists approved signups that have not paid the document fee, by voucher state', async () => {
    const paid = await fx.addProject(buyerOrg, { name: '收费项目' });
    const now = t.clock.now().toISOString();
    await db()
      .insertInto('project_rules')
      .values({
        project_id: paid,
        evaluation_method: '00',
        price_method: '00',
        criteria_json: '[]',
        qualification: '',
        bail_cents: null,
        document_fee_cents: '50000',
        min_valid_offers: 3,
        signup_start_time: now,
        question_end_time: now,
        version: 1,
        created_by: 'test',
        updated_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await fx.addSignup(paid, supplierOrg, '01', { auditedBy: 'test' });
    await fx.addSignup(paid, org2, '01', { auditedBy: 'test' });
    const page = await body(call(R.unpaidPage, buyer, { projectId: paid }));
    expect(page.tabCounts).toEqual({ unpaid: 2, voucherPending: 0, voucherRejected: 0 });
    expect(page.records[0]).toMatchObject({ documentFee: '500.00', state: 'unpaid' });
    await db()
      .insertInto('fee_vouchers')
      .values({
        id: randomId(),
        project_id: paid,
        supplier_depart_id: org2,
        kind: '01',
        amount: '500.00',
        file_name: 'v.png',
        mime: 'image/png',
        size: 1,
        sha256: 'x',
        storage_name: 'x',
        audit_status: '00',
        reject_reason: null,
        audited_by: null,
        audited_at: null,
        refund_status: null,
        refunded_by: null,
        refunded_at: null,
        refund_remark: null,
        uploaded_by: 'test',
        uploaded_at: now,
        created_at: now,
        version: 1,
      })
      .execute();
    const after = await body(call(R.unpaidPage, buyer, { projectId: paid, tab: 'voucherPending' }));
    expect(after.tabCounts).toEqual({ unpaid: 1, voucherPending: 1, voucherRejected: 0 });
    expect(after.records.map((r: { supplierDepartId: string }) => r.supplierDepartId)).toEqual([org2]);
    expect((await body(call(R.unpaidPage, agent, {}))).total).toBe(0);
  });
});
