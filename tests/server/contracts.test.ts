import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { CONTRACT_PATHS as P, contractScanPath } from '@/shared/contracts/contract-paths';
import { FEE_PATHS } from '@/shared/contracts/fee-paths';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { multipartBody } from './support/chat-support';
import { contractFixture } from './support/contract-fixture';
import { authed, signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = minimalPdf('contract BL-C-1');

/**
 * Contracts (issue 20): the conclusion makes one '00' contract per confirmed winner at its price
 * (idempotent, audited); the buyer side records the signing (a date neither in the future nor before the
 * conclusion, and a PDF or image scan), then performing and finished, or terminates with a reason; every
 * other move, a stale version and another organisation are refused with a translated 4xx. The winner
 * reads its own contract and scan. Bails paid on the project become due once it is concluded and the
 * buyer marks them refunded (the fees area's refund), which the supplier sees.
 */
describe.each(TARGETS)('contracts on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const cx = contractFixture(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const orgs = { buyer: '', s1: '', s2: '', s3: '', other: '' };
  let project = '';
  let c1 = { id: '', version: 1 };
  let c2 = { id: '', version: 1 };

  async function sign(
    login: string,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer },
    key?: string,
  ) {
    const { payload, contentType } = await multipartBody(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `/bidprocurement${P.sign}?langCode=en`,
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
  const contracts = () =>
    t.database.db
      .selectFrom('contracts')
      .selectAll()
      .where('project_id', '=', project)
      .execute()
      .then((rows) => rows.sort((a, b) => Number(a.amount) - Number(b.amount)));

  beforeAll(async () => {
    t = await createTestApp(target);
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    orgs.s2 = await fx.addOrg('CT-S2', '第二供应商', '03');
    orgs.s3 = await fx.addOrg('CT-S3', '第三供应商', '03');
    orgs.other = await fx.addOrg('CT-OTHER', 'Other buyer org', '01');
    await fx.addUser('ctsup02', 'ctsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('ctsup03', 'ctsup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('ctbuyer2', 'ctbuyer2', orgs.other, ROLES.FORMAL_BUYER);
    for (const login of ['buyer01', 'supplier01', 'ctsup02', 'ctsup03', 'ctbuyer2'])
      token[login] = await signIn(t, login);
    project = await fx.addProject(orgs.buyer, { name: '合同项目', status: '06' });
    const buyer = await cx.userId('buyer01');
    await cx.addWinner(project, orgs.s1, 1, '98000.50', buyer);
    await cx.addWinner(project, orgs.s2, 2, '120000.00', buyer);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the conclusion makes one contract to sign per confirmed winner at its price, once', async () => {
    const buyer = await cx.userId('buyer01');
    await cx.conclude(project, buyer);
    await cx.conclude(project, buyer);
    const rows = await contracts();
    expect(rows.map((r) => [r.org_id, r.amount, r.status, r.version])).toEqual([
      [orgs.s1, '98000.50', '00', 1],
      [orgs.s2, '120000.00', '00', 1],
    ]);
    c1 = { id: rows[0]?.id ?? '', version: 1 };
    c2 = { id: rows[1]?.id ?? '', version: 1 };
    expect(await fx.auditActions('contract', c1.id)).toEqual(['create']);
  });

  it('lists contracts to the buyer side by status and project, and to each winner its own only', async () => {
    const all = await body(call(P.page, as('buyer01'), { pageNo: 1, pageSize: 10, projectId: project }));
    expect(all.total).toBe(2);
    expect(all.records[0]).toMatchObject({ projectName: '合同项目', status: '00', scan: null });
    const none = await body(
      call(P.page, as('buyer01'), { pageNo: 1, pageSize: 10, status: '02', projectId: project }),
    );
    expect(none.total).toBe(0);
    expect((await body(call(P.page, as('ctbuyer2'), { pageNo: 1, pageSize: 10 }))).total).toBe(0);
    // The demo seed's own contracts (BL-DEMO-0701) stay out: one project at a time.
    const mine = await body(call(P.mine, as('supplier01'), { pageNo: 1, pageSize: 10, projectId: project }));
    expect(mine.records.map((c: { id: string }) => c.id)).toEqual([c1.id]);
    expect((await body(call(P.mine, as('ctsup03'), { pageNo: 1, pageSize: 10 }))).total).toBe(0);
    // Screens by grant: a supplier has no buyer list, a buyer no supplier list.
    expect((await call(P.page, as('supplier01'), { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await call(P.mine, as('buyer01'), { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect(await header(call(P.page, as('buyer01'), { status: '09' }))).toMatchObject({
      ret: '1001',
      field: 'status',
    });
  });

  it('refuses a signing date in the future or before the conclusion, and a bad or missing scan', async () => {
    const pdf = { name: 'contract.pdf', data: PDF };
    const base = { id: c1.id, version: '1' };
    const future = await sign('buyer01', { ...base, signedOn: '2026-11-21' }, pdf);
    expect(future.statusCode).toBe(400);
    expect(future.json().header).toMatchObject({ rule: 'signedInFuture', field: 'signedOn' });
    expect(future.json().header.message).toContain('future');
    const before = await sign('buyer01', { ...base, signedOn: '2026-11-19' }, pdf);
    expect(before.json().header).toMatchObject({ rule: 'signedBeforeConclusion' });
    const badDate = await sign('buyer01', { ...base, signedOn: '2026-02-30' }, pdf);
    expect(badDate.json().header).toMatchObject({ ret: '1001', field: 'signedOn' });
    const renamed = await sign(
      'buyer01',
      { ...base, signedOn: '2026-11-20' },
      { name: 'contract.pdf', data: PNG },
    );
    expect(renamed.json().header).toMatchObject({ field: 'file', rule: 'type' });
    const text = await sign(
      'buyer01',
      { ...base, signedOn: '2026-11-20' },
      { name: 'c.txt', data: Buffer.from('hello') },
    );
    expect(text.json().header).toMatchObject({ rule: 'type' });
    const missing = await sign('buyer01', { ...base, signedOn: '2026-11-20' });
    expect(missing.json().header).toMatchObject({ rule: 'missing' });
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await sign(
      'buyer01',
      { ...base, signedOn: '2026-11-20' },
      { name: 'big.pdf', data: big },
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().header).toMatchObject({ rule: 'tooLarge' });
    for (const res of [future, before, badDate, renamed, text, missing, tooLarge])
      expect(res.statusCode).toBe(400);
    expect((await contracts())[0]).toMatchObject({ status: '00', signed_on: null, version: 1 });
  });

  it('refuses the signing to a supplier, another organisation, a stale version and a move that skips it', async () => {
    const ok = { id: c1.id, version: '1', signedOn: '2026-11-20' };
    const pdf = { name: 'contract.pdf', data: PDF };
    expect((await sign('supplier01', ok, pdf)).statusCode).toBe(403);
    const other = await sign('ctbuyer2', ok, pdf);
    expect(other.statusCode).toBe(404);
    expect(other.json().header.message).toContain('does not exist');
    const stale = await sign('buyer01', { ...ok, version: '7' }, pdf);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().header).toMatchObject({ rule: 'changedMeanwhile' });
    const skip = await call(P.move, as('buyer01'), { id: c1.id, version: 1, to: '02' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().header).toMatchObject({ rule: 'moveNotAllowed' });
    const toSigned = await call(P.move, as('buyer01'), { id: c1.id, version: 1, to: '01' });
    expect(toSigned.json().header).toMatchObject({ ret: '1001', field: 'to' });
  });

  it('signs with a date and a scan (idempotent by key), which the buyer and the winner download', async () => {
    const key = crypto.randomUUID();
    const fields = { id: c1.id, version: '1', signedOn: '2026-11-20' };
    const signed = await body(sign('buyer01', fields, { name: '合同.pdf', data: PDF }, key));
    expect(signed).toMatchObject({
      status: '01',
      signedOn: '2026-11-20',
      scan: { fileName: '合同.pdf', mime: 'application/pdf', size: PDF.length },
      version: 2,
    });
    expect(await body(sign('buyer01', fields, { name: '合同.pdf', data: PDF }, key))).toEqual(signed);
    expect(await fx.auditActions('contract', c1.id)).toEqual(['create', 'sign']);
    c1.version = 2;
    for (const login of ['buyer01', 'supplier01']) {
      const file = await get(login, contractScanPath(c1.id));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await get('ctsup02', contractScanPath(c1.id))).statusCode).toBe(404);
    expect((await get('ctbuyer2', contractScanPath(c1.id))).statusCode).toBe(404);
    expect((await get('buyer01', contractScanPath(c2.id))).statusCode).toBe(404);
    const mine = await body(call(P.mine, as('supplier01'), { pageNo: 1, pageSize: 10, projectId: project }));
    expect(mine.records[0]).toMatchObject({ status: '01', signedOn: '2026-11-20' });
    // Signed once: a second signing is no move.
    const again = await sign('buyer01', { ...fields, version: '2' }, { name: 'c.png', data: PNG });
    expect(again.json().header).toMatchObject({ rule: 'moveNotAllowed' });
  });

  it('moves 01 -> 02 -> 03 only in order, idempotent and audited; a finished contract stays', async () => {
    const finishEarly = await call(P.move, as('buyer01'), { id: c1.id, version: 2, to: '03' });
    expect(finishEarly.json().header).toMatchObject({ rule: 'moveNotAllowed' });
    expect((await call(P.move, as('supplier01'), { id: c1.id, version: 2, to: '02' })).statusCode).toBe(403);
    expect((await call(P.move, as('ctbuyer2'), { id: c1.id, version: 2, to: '02' })).statusCode).toBe(404);
    const key = crypto.randomUUID();
    const performing = await body(call(P.move, as('buyer01'), { id: c1.id, version: 2, to: '02' }, key));
    expect(performing).toMatchObject({ status: '02', version: 3 });
    expect(await body(call(P.move, as('buyer01'), { id: c1.id, version: 2, to: '02' }, key))).toEqual(
      performing,
    );
    const stale = await call(P.move, as('buyer01'), { id: c1.id, version: 2, to: '03' });
    expect(stale.json().header).toMatchObject({ rule: 'changedMeanwhile' });
    expect(await body(call(P.move, as('buyer01'), { id: c1.id, version: 3, to: '03' }))).toMatchObject({
      status: '03',
    });
    const end = await call(P.move, as('buyer01'), { id: c1.id, version: 4, to: '04', reason: 'late' });
    expect(end.statusCode).toBe(409);
    expect(end.json().header).toMatchObject({ rule: 'moveNotAllowed' });
    expect(await fx.auditActions('contract', c1.id)).toEqual(['create', 'sign', 'perform', 'finish']);
  });

  it('terminates an unsigned contract with its reason, which the supplier reads; nothing moves after', async () => {
    const noReason = await call(P.move, as('buyer01'), { id: c2.id, version: 1, to: '04' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().header).toMatchObject({ field: 'reason' });
    const blank = await call(P.move, as('buyer01'), { id: c2.id, version: 1, to: '04', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const ended = await body(
      call(P.move, as('buyer01'), { id: c2.id, version: 1, to: '04', reason: '供应商放弃中标' }),
    );
    expect(ended).toMatchObject({ status: '04', terminationReason: '供应商放弃中标', signedOn: null });
    const mine = await body(call(P.mine, as('ctsup02'), { pageNo: 1, pageSize: 10, status: '04' }));
    expect(mine.records[0]).toMatchObject({ id: c2.id, terminationReason: '供应商放弃中标' });
    const revive = await call(P.move, as('buyer01'), { id: c2.id, version: 2, to: '02' });
    expect(revive.json().header).toMatchObject({ rule: 'moveNotAllowed' });
    const resign = await sign(
      'buyer01',
      { id: c2.id, version: '2', signedOn: '2026-11-20' },
      { name: 'c.pdf', data: PDF },
    );
    expect(resign.json().header).toMatchObject({ rule: 'moveNotAllowed' });
    expect(await fx.auditActions('contract', c2.id)).toEqual(['create', 'terminate']);
  });

  it('a concluded project makes its paid bails due; the buyer marks each refunded and the supplier sees it', async () => {
    await fx.addSignup(project, orgs.s3, '01');
    const bail = await cx.addApprovedBail(project, orgs.s3, '5000.00');
    const due = await body(
      call(FEE_PATHS.page, as('buyer01'), {
        pageNo: 1,
        pageSize: 10,
        projectId: project,
        refundStatus: '01',
      }),
    );
    expect(due.records.map((v: { id: string }) => v.id)).toEqual([bail]);
    const refunded = await body(
      call(FEE_PATHS.refund, as('buyer01'), { id: bail, remark: '已退' }, crypto.randomUUID()),
    );
    expect(refunded).toMatchObject({ refundStatus: '02', refundRemark: '已退' });
    const state = await body(call(FEE_PATHS.mine, as('ctsup03'), { projectId: project }));
    expect(state.bail.voucher).toMatchObject({ id: bail, refundStatus: '02' });
    expect(await fx.auditActions('feeVoucher', bail)).toEqual(['refund']);
  });
});
