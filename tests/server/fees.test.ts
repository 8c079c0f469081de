import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { FEE_PATHS as P, feeVoucherFilePath } from '@/shared/contracts/fee-paths';
import { TENDER_PATHS as T, tenderDocumentFilePath } from '@/shared/contracts/tender-paths';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { multipartBody } from './support/chat-support';
import { offerCalls } from './support/offer-calls';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

process.env.OFFER_KEK = randomBytes(32).toString('base64');

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Tender fees (issue 16): vouchers gate the documents (document fee) and the offers (document fee and
 * bail) of a project whose rules set them; free projects skip it. The buyer side audits (a rejection
 * needs a reason), the supplier replaces a rejected voucher; cancel purchase writes a letter to every
 * signed-up supplier and makes paid bails due; the buyer marks them refunded. Everything audited.
 */
describe.each(TARGETS)('tender fees on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const offers = offerCalls(() => t, { s1: 'supplier01' });
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const orgs = { buyer: '', s1: '', s2: '', s3: '', other: '' };
  let feeProject = '';
  let freeProject = '';
  let documentId = '';

  async function upload(
    login: string,
    fields: Record<string, string>,
    file: { name: string; data: Buffer },
    key?: string,
  ) {
    const { payload, contentType } = await multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.upload}?langCode=en`,
      payload,
      headers: {
        ...authed(as(login)),
        'content-type': contentType,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  }
  const get = (login: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/bidprocurement${url}?langCode=en`, headers: authed(as(login)) });
  const vouchers = (projectId: string) =>
    t.database.db.selectFrom('fee_vouchers').selectAll().where('project_id', '=', projectId).execute();
  /** The project's rules (migration 025) written straight into the table, with its fees in cents. */
  const setFees = (projectId: string, feeCents: string | null, bailCents: string | null) =>
    t.database.db
      .insertInto('project_rules')
      .values({
        project_id: projectId,
        evaluation_method: '00',
        price_method: '00',
        criteria_json: '[]',
        qualification: '',
        bail_cents: bailCents,
        document_fee_cents: feeCents,
        min_valid_offers: 3,
        signup_start_time: t.clock.now().toISOString(),
        question_end_time: t.clock.now().toISOString(),
        version: 1,
        created_by: 'test',
        updated_by: 'test',
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-fees-'));
    t = await createTestApp(target, { dataDir });
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('FEE-S2', '第二供应商', '03');
    orgs.s3 = await fx.addOrg('FEE-S3', '第三供应商', '03');
    orgs.other = await fx.addOrg('FEE-OTHER', 'Other buyer org', '01');
    await fx.addUser('feesup02', 'feesup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('feesup03', 'feesup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('feebuyer2', 'feebuyer2', orgs.other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'supplier01', 'feesup02', 'feesup03', 'feebuyer2'])
      token[login] = await signIn(t, login);
    await offers.signInAll();

    feeProject = await fx.addProject(orgs.buyer, { name: '收费项目' });
    await setFees(feeProject, '50000', '1000000');
    freeProject = await fx.addProject(orgs.buyer, { name: '免费项目' });
    await setFees(freeProject, null, null);
    await fx.addSignup(feeProject, orgs.s1, '01');
    await fx.addSignup(feeProject, orgs.s2, '01');
    await fx.addSignup(feeProject, orgs.s3, '00');
    await fx.addSignup(freeProject, orgs.s1, '01');
    // One tender document on the paying project, stored as the documents area stores them.
    const dir = path.join(dataDir, 'tender-files');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'fee-doc-file'), minimalPdf('fee doc'));
    documentId = 'fee-doc-0001';
    await t.database.db
      .insertInto('tender_documents')
      .values({
        id: documentId,
        project_id: feeProject,
        org_id: orgs.buyer,
        kind: '00',
        file_name: 'doc.pdf',
        mime: 'application/pdf',
        size: minimalPdf('fee doc').length,
        sha256: 'x'.repeat(64),
        storage_name: 'fee-doc-file',
        uploaded_by: 'test',
        created_at: t.clock.now().toISOString(),
        removed: 0,
        removed_at: null,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses documents and offers while the document fee is unpaid; a free project skips it', async () => {
    const listed = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${T.documentList}?langCode=en`,
      payload: { projectId: feeProject },
      headers: authed(as('supplier01')),
    });
    expect(listed.statusCode).toBe(403);
    expect(listed.json().header).toMatchObject({ ret: '1004', rule: 'documentFeeUnpaid' });
    expect(listed.json().header.message).toContain('document fee of this project is not paid');
    const zh = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${T.documentList}?langCode=zh`,
      payload: { projectId: feeProject },
      headers: authed(as('supplier01')),
    });
    expect(zh.json().header.message).toContain('标书费尚未缴纳');
    expect((await get('supplier01', tenderDocumentFilePath(documentId))).statusCode).toBe(403);
    const { res } = await offers.send('s1', feeProject, { totalPrice: '1000.00', deliveryDays: 10 });
    expect(offers.refused(res, 403, '1004').message).toContain('document fee');
    // The buyer still reads its documents; a free project's are open to the approved supplier.
    expect(await body(call(T.documentList, as('buyer01'), { projectId: feeProject }))).toHaveLength(1);
    expect(await body(call(T.documentList, as('supplier01'), { projectId: freeProject }))).toEqual([]);
    const free = await body(call(P.mine, as('supplier01'), { projectId: freeProject }));
    expect(free).toMatchObject({ documentsPaid: true, feesPaid: true, documentFee: { state: 'free' } });
    const mine = await body(call(P.mine, as('supplier01'), { projectId: feeProject }));
    expect(mine).toMatchObject({
      signupApproved: true,
      open: true,
      documentFee: { kind: '01', amount: '500.00', state: 'unpaid', voucher: null },
      bail: { kind: '02', amount: '10000.00', state: 'unpaid' },
      documentsPaid: false,
      feesPaid: false,
    });
  });

  it('judges the voucher file by its content and refuses what is not due, storing nothing', async () => {
    const fields = { projectId: feeProject, kind: '01' };
    const pngAsPdf = await header(upload('supplier01', fields, { name: 'v.pdf', data: PNG }));
    expect(pngAsPdf).toMatchObject({ ret: '1001', field: 'file', rule: 'type' });
    expect(pngAsPdf.message).toContain('image (PNG, JPEG) or a PDF');
    const textAsPng = await header(
      upload('supplier01', fields, { name: 'v.png', data: Buffer.from('hello') }),
    );
    expect(textAsPng).toMatchObject({ ret: '1001', rule: 'type' });
    const word = await header(
      upload('supplier01', fields, { name: 'v.zip', data: Buffer.from('PK\x03\x04xx') }),
    );
    expect(word).toMatchObject({ ret: '1001', rule: 'type' });
    const badKind = await header(
      upload('supplier01', { ...fields, kind: '03' }, { name: 'v.png', data: PNG }),
    );
    expect(badKind).toMatchObject({ ret: '1001', field: 'kind' });
    const pending = await header(upload('feesup03', fields, { name: 'v.png', data: PNG }));
    expect(pending).toMatchObject({ ret: '1004', rule: 'signupNotApproved' });
    const free = await header(
      upload('supplier01', { projectId: freeProject, kind: '01' }, { name: 'v.png', data: PNG }),
    );
    expect(free).toMatchObject({ ret: '1007', field: 'kind', rule: 'noSuchFee' });
    expect(await header(upload('buyer01', fields, { name: 'v.png', data: PNG }))).toMatchObject({
      ret: '1004',
    });
    expect(await vouchers(feeProject)).toHaveLength(0);
    expect(await vouchers(freeProject)).toHaveLength(0);
  });

  it('audits a voucher: reason needed to reject, the supplier replaces it, approval opens the documents', async () => {
    const key = crypto.randomUUID();
    const fields = { projectId: feeProject, kind: '01', voucherId: 'device-voucher-0001' };
    const first = await body(upload('supplier01', fields, { name: '缴费凭证.png', data: PNG }, key));
    expect(first).toMatchObject({
      id: 'device-voucher-0001',
      kind: '01',
      amount: '500.00',
      mime: 'image/png',
      fileName: '缴费凭证.png',
      auditStatus: '00',
      refundStatus: null,
      supplierName: expect.any(String),
    });
    // The outbox replays it: the same answer, one voucher.
    expect(await body(upload('supplier01', fields, { name: '缴费凭证.png', data: PNG }, key))).toEqual(first);
    expect(await body(upload('supplier01', fields, { name: '缴费凭证.png', data: PNG }))).toEqual(first);
    expect(
      await header(upload('supplier01', fields, { name: 'other.pdf', data: minimalPdf('x') })),
    ).toMatchObject({
      ret: '1007',
      rule: 'voucherPending',
    });
    expect(await vouchers(feeProject)).toHaveLength(1);

    // Another supplier and another organisation's buyer see nothing and cannot audit.
    expect((await get('feesup02', feeVoucherFilePath(first.id))).statusCode).toBe(404);
    expect(
      (await body(call(P.mine, as('feesup02'), { projectId: feeProject }))).documentFee.voucher,
    ).toBeNull();
    expect((await body(call(P.page, as('feebuyer2'), { pageNo: 1, pageSize: 10 }))).total).toBe(0);
    expect(await header(call(P.audit, as('feebuyer2'), { id: first.id, auditStatus: '01' }))).toMatchObject({
      ret: '1003',
      field: 'id',
    });
    expect(await header(call(P.audit, as('supplier01'), { id: first.id, auditStatus: '01' }))).toMatchObject({
      ret: '1004',
    });

    const page = await body(
      call(P.page, as('buyer01'), { pageNo: 1, pageSize: 10, projectId: feeProject, auditStatus: '00' }),
    );
    expect(page.records.map((v: { id: string }) => v.id)).toEqual([first.id]);
    const file = await get('buyer01', feeVoucherFilePath(first.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const noReason = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.audit}?langCode=fr`,
      payload: { id: first.id, auditStatus: '02', reason: '  ' },
      headers: authed(as('buyer01')),
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().header).toMatchObject({
      ret: '1001',
      field: 'reason',
      message: 'Indiquez le motif du refus.',
    });
    const rejected = await body(
      call(
        P.audit,
        as('buyer01'),
        { id: first.id, auditStatus: '02', reason: '金额不符' },
        crypto.randomUUID(),
      ),
    );
    expect(rejected).toMatchObject({ auditStatus: '02', rejectReason: '金额不符' });
    const letters = await t.database.db
      .selectFrom('project_letters')
      .selectAll()
      .where('project_id', '=', feeProject)
      .where('kind', '=', 'voucherAudit')
      .execute();
    expect(letters.map((l) => l.supplier_depart_id)).toEqual([orgs.s1]);

    const replaced = await body(
      upload(
        'supplier01',
        { projectId: feeProject, kind: '01' },
        { name: 'v.pdf', data: minimalPdf('paid') },
      ),
    );
    expect(replaced).toMatchObject({
      id: first.id,
      auditStatus: '00',
      mime: 'application/pdf',
      rejectReason: null,
    });
    const approveKey = crypto.randomUUID();
    const approved = await body(
      call(P.audit, as('buyer01'), { id: first.id, auditStatus: '01' }, approveKey),
    );
    expect(approved.auditStatus).toBe('01');
    expect(await body(call(P.audit, as('buyer01'), { id: first.id, auditStatus: '01' }, approveKey))).toEqual(
      approved,
    );
    expect(
      await header(call(P.audit, as('buyer01'), { id: first.id, auditStatus: '02', reason: 'x' })),
    ).toMatchObject({
      ret: '1007',
      rule: 'voucherNotPending',
    });
    expect(await fx.auditActions('feeVoucher', first.id)).toEqual(['upload', 'reject', 'replace', 'approve']);

    expect(await body(call(T.documentList, as('supplier01'), { projectId: feeProject }))).toHaveLength(1);
    expect((await get('supplier01', tenderDocumentFilePath(documentId))).statusCode).toBe(200);
    // Still closed to the other approved supplier, who has not paid.
    expect(await header(call(T.documentList, as('feesup02'), { projectId: feeProject }))).toMatchObject({
      ret: '1004',
    });
  });

  it('needs the bail approved before an offer when the rules set one', async () => {
    const content = { totalPrice: '1000.00', deliveryDays: 10 };
    const unpaid = (await offers.send('s1', feeProject, content)).res;
    expect(offers.refused(unpaid, 403, '1004')).toMatchObject({ rule: 'bailUnpaid' });
    const bail = await body(
      upload('supplier01', { projectId: feeProject, kind: '02' }, { name: 'bail.png', data: PNG }),
    );
    expect(bail).toMatchObject({ kind: '02', amount: '10000.00', refundStatus: '00' });
    await body(call(P.audit, as('buyer01'), { id: bail.id, auditStatus: '01' }));
    const sent = (await offers.send('s1', feeProject, content)).res;
    expect(sent.statusCode, sent.body).toBe(200);
    const state = await body(call(P.mine, as('supplier01'), { projectId: feeProject }));
    expect(state).toMatchObject({ documentsPaid: true, feesPaid: true, bail: { state: 'approved' } });
  });

  it('cancel purchase writes a letter to every signed-up supplier and makes the bail due; the buyer refunds it', async () => {
    const [bail] = (await vouchers(feeProject)).filter((v) => v.kind === '02');
    expect(await header(call(P.refund, as('buyer01'), { id: bail?.id ?? '' }))).toMatchObject({
      ret: '1007',
      rule: 'refundNotDue',
    });
    const noReason = await header(
      call(T.projectTransition, as('buyer01'), { id: feeProject, action: 'cancel' }),
    );
    expect(noReason).toMatchObject({ ret: '1001', field: 'reason' });
    await body(
      call(T.projectTransition, as('buyer01'), { id: feeProject, action: 'cancel', reason: '需求变更' }),
    );
    const letters = await t.database.db
      .selectFrom('project_letters')
      .selectAll()
      .where('project_id', '=', feeProject)
      .where('kind', '=', 'cancel')
      .execute();
    expect(letters.map((l) => l.supplier_depart_id).sort()).toEqual([orgs.s1, orgs.s2, orgs.s3].sort());
    expect(JSON.parse(letters[0]?.vars_json ?? '{}')).toMatchObject({ reason: '需求变更' });
    const due = await body(call(P.page, as('buyer01'), { pageNo: 1, pageSize: 10, refundStatus: '01' }));
    expect(due.records.map((v: { id: string }) => v.id)).toEqual([bail?.id]);
    const key = crypto.randomUUID();
    const refunded = await body(call(P.refund, as('buyer01'), { id: bail?.id, remark: '已原路退回' }, key));
    expect(refunded).toMatchObject({ refundStatus: '02', refundRemark: '已原路退回' });
    expect(await body(call(P.refund, as('buyer01'), { id: bail?.id, remark: '已原路退回' }, key))).toEqual(
      refunded,
    );
    expect(await header(call(P.refund, as('buyer01'), { id: bail?.id }))).toMatchObject({
      rule: 'refundNotDue',
    });
    expect(await fx.auditActions('feeVoucher', bail?.id ?? '')).toEqual(['upload', 'approve', 'refund']);
    // The document fee is no bail: never refunded.
    const [fee] = (await vouchers(feeProject)).filter((v) => v.kind === '01');
    expect(await header(call(P.refund, as('buyer01'), { id: fee?.id ?? '' }))).toMatchObject({
      rule: 'refundNotDue',
    });
  });
});
