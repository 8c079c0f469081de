import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS as O } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { NOTICE_FUNCTIONS as F, NOTICE_PATHS as P, noticePdfPath } from '@/shared/contracts/notices';
import { transact } from '@/server/db/transact';
import { authed, signIn } from './support/sign-in';
import { noticeRows } from './support/notice-rows';
import { tenderCalls } from './support/tender-calls';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Result notices (issue 20): the conclusion issues an award notice per confirmed winner and an advice
 * note with its reason per other bidding organisation (ranked, rejected, scrapped, withdrawn, decryption
 * failed; one per organisation), audited and notified; the first open by the notice's organisation is
 * the audited read receipt the buyer sees; the PDF; only the notice's organisation and the project's
 * buyer side read a notice.
 */
describe.each(TARGETS)('result notices on %s', (target) => {
  let t: TestApp;
  const fx = noticeRows(() => t);
  const { call, body } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const org: Record<string, string> = {};
  let buyerId = '';
  let projectId = '';
  const notices = async () =>
    t.database.db.selectFrom('result_notices').selectAll().where('project_id', '=', projectId).execute();
  const noticeOf = async (o: string) => (await notices()).find((n) => n.org_id === org[o]);

  beforeAll(async () => {
    t = await createTestApp(target);
    org.buyer = await fx.orgId('GROUP-PROC');
    buyerId = await fx.userId('buyer01');
    for (const s of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) {
      org[s] = await fx.addOrg(`NT-S${s}`, s === 'A' ? '远航物资供应有限公司甲' : `Supplier ${s}`, '03');
      await fx.addUser(`ntsup${s.toLowerCase()}`, `User ${s}`, org[s] as string, ROLES.FORMAL_SUPPLIER);
    }
    for (const login of ['buyer01', 'supplier01', 'ntsupa', 'ntsupb', 'ntsupc', 'expert01'])
      token[login] = await signIn(t, login);
    const failure = {
      kind: 'failure',
      stepCode: 'compliance',
      criterionId: 'c1',
      criterionName: '营业执照',
      failedBy: 2,
      experts: 3,
      reasons: ['Licence expired'],
    };
    ({ projectId } = await fx.addProjectAtConclusion(org.buyer as string, buyerId, {
      name: '办公设备采购 通知',
      code: 'BL-NT-0001',
      offers: [
        { org: org.A as string, status: O.RANKED, price: '800.00', rank: 1 },
        { org: org.B as string, status: O.RANKED, price: '900.00', rank: 2 },
        { org: org.C as string, status: O.REJECTED, price: '700.00', rank: null, reasons: [failure] },
        {
          org: org.D as string,
          status: O.REJECTED,
          price: '750.00',
          rank: null,
          reasons: [{ kind: 'scrap', reason: 'Forged seal' }],
          scrap: 'Forged seal',
        },
        { org: org.E as string, status: O.WITHDRAWN, withdrawn: '01' },
        { org: org.F as string, status: O.DECRYPTION_FAILED },
        { org: org.G as string, status: O.WITHDRAWN, withdrawn: '02', at: 10 },
        { org: org.G as string, status: O.RANKED, price: '950.00', rank: 3, at: 11 },
      ],
      winners: [{ offer: 0, price: '800.00' }],
    }));
    const ctx = {
      actor: { userId: buyerId, roleCode: ROLES.FORMAL_BUYER, departId: org.buyer as string },
      lang: 'en' as const,
      requestId: 'test-conclude',
    };
    const notice = t.services.tenders.notices;
    await transact(t.database, t.clock, ctx, (trx) => notice.afterConclude(trx, ctx, projectId));
    // Issued once: the hook run again changes nothing.
    await transact(t.database, t.clock, ctx, (trx) => notice.afterConclude(trx, ctx, projectId));
  });
  afterAll(async () => t?.close());

  it('grants the lists by the menu seed', async () => {
    const held = await t.database.db
      .selectFrom('role_functions as rf')
      .innerJoin('functions as f', 'f.id', 'rf.function_id')
      .innerJoin('roles as r', 'r.id', 'rf.role_id')
      .select(['f.function_code', 'r.code'])
      .where('f.function_code', 'in', Object.values(F))
      .execute();
    const has = (code: string, role: string) => held.some((h) => h.function_code === code && h.code === role);
    expect(has(F.buyer, ROLES.FORMAL_BUYER)).toBe(true);
    expect(has(F.supplier, ROLES.FORMAL_SUPPLIER)).toBe(true);
    expect(has(F.supplierResults, ROLES.FORMAL_SUPPLIER)).toBe(true);
    expect(has(F.buyer, ROLES.FORMAL_SUPPLIER)).toBe(false);
  });

  it('issues an award notice per winner and one advice note with its reason per other organisation', async () => {
    const rows = await notices();
    expect(rows).toHaveLength(7);
    const a = await noticeOf('A');
    expect(a).toMatchObject({ kind: '01', amount: '800.00', reason: null });
    const reason = async (o: string) => (await noticeOf(o))?.reason;
    expect((await noticeOf('B'))?.kind).toBe('02');
    expect(await reason('B')).toBe('Your offer was ranked 2; another candidate was confirmed as the winner');
    expect(await reason('C')).toContain('营业执照 failed (2 of 3 experts): Licence expired');
    expect(await reason('D')).toContain('scrapped by the committee: Forged seal');
    expect((await reason('D'))?.match(/Forged seal/g)?.length).toBe(1);
    expect(await reason('E')).toBe('Your offer was withdrawn before the deadline');
    expect(await reason('F')).toContain('could not be decrypted');
    expect(await reason('G')).toContain('ranked 3');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_id'])
      .where('entity_type', '=', 'resultNotice')
      .where('action', '=', 'issue')
      .execute();
    expect(audit.map((r) => r.entity_id).sort()).toEqual(rows.map((r) => r.id).sort());
    const sent = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'link', 'title_key'])
      .where('event', '=', 'resultNoticeIssued')
      .where('project_id', '=', projectId)
      .execute();
    const userA = await fx.userId('ntsupa');
    expect(sent.find((s) => s.user_id === userA)).toMatchObject({
      title_key: 'notices:notify.awardTitle',
      link: `/procurement/procurementClinchResultNotice-detail?id=${a?.id}`,
    });
    const userB = await fx.userId('ntsupb');
    expect(sent.some((s) => s.user_id === userB && s.title_key === 'notices:notify.adviceTitle')).toBe(true);
  });

  it('records the first read by the organisation, audited and idempotent; the buyer sees it', async () => {
    const a = (await noticeOf('A'))?.id as string;
    const before = await body(call(P.buyerList, token.buyer01 as string, { projectId }));
    expect(before.find((n: { id: string }) => n.id === a)).toMatchObject({
      readAt: null,
      supplierName: '远航物资供应有限公司甲',
    });
    const detail = await body(call(P.detail, token.ntsupa as string, { id: a }));
    expect(detail).toMatchObject({ own: true, readAt: null, projectCode: 'BL-NT-0001', amount: '800.00' });
    const read = await body(call(P.read, token.ntsupa as string, { id: a }, 'nt-read-1'));
    expect(read.readAt).toBeTruthy();
    expect(read.readByName).toBe('User A');
    const again = await body(call(P.read, token.ntsupa as string, { id: a }, 'nt-read-1'));
    expect(again.readAt).toBe(read.readAt);
    t.clock.advance(60_000);
    const later = await body(call(P.read, token.ntsupa as string, { id: a }, 'nt-read-2'));
    expect(later.readAt).toBe(read.readAt);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', a)
      .where('action', '=', 'read')
      .execute();
    expect(audits).toHaveLength(1);
    const after = await body(call(P.buyerList, token.buyer01 as string, {}));
    expect(after.find((n: { id: string }) => n.id === a)).toMatchObject({
      readAt: read.readAt,
      readByName: 'User A',
    });
    // The buyer opening a notice records nothing.
    const b = (await noticeOf('B'))?.id as string;
    expect(await body(call(P.detail, token.buyer01 as string, { id: b }))).toMatchObject({
      own: false,
      readAt: null,
    });
    expect((await call(P.read, token.buyer01 as string, { id: b }, 'nt-read-3')).statusCode).toBe(403);
  });

  it('lets only the notice organisation and the buyer side read it', async () => {
    const a = (await noticeOf('A'))?.id as string;
    for (const who of ['ntsupb', 'supplier01', 'expert01']) {
      const res = await call(P.detail, token[who] as string, { id: a });
      expect(res.statusCode, who).toBe(404);
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/bidprocurement${noticePdfPath(a)}`,
        headers: authed(token[who] as string),
      });
      expect(pdf.statusCode, who).toBe(404);
    }
    expect((await call(P.read, token.ntsupb as string, { id: a }, 'nt-read-4')).statusCode).toBe(404);
    const mineB = await body(call(P.mine, token.ntsupb as string, {}));
    expect(mineB.map((n: { orgId: string }) => n.orgId)).toEqual([org.B]);
    expect((await call(P.mine, token.buyer01 as string, {})).statusCode).toBe(403);
    expect((await call(P.buyerList, token.ntsupa as string, {})).statusCode).toBe(403);
    // supplier01 may hold the demo's notices, never this project's.
    const mine01 = await body(call(P.mine, token.supplier01 as string, {}));
    expect(mine01.filter((n: { projectId: string }) => n.projectId === projectId)).toEqual([]);
  });

  it('serves the notice as PDF with the project code and the Chinese text', async () => {
    const c = (await noticeOf('C'))?.id as string;
    for (const [who, lang] of [
      ['ntsupc', 'zh'],
      ['buyer01', 'en'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/bidprocurement${noticePdfPath(c)}?langCode=${lang}`,
        headers: authed(token[who] as string),
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const text = await pdfText(bytes);
      expect(text).toContain('BL-NT-0001');
      expect(text).toContain('办公设备采购 通知');
      expect(text).toContain('营业执照');
      if (lang === 'zh') expect(text).toContain('结果告知书');
    }
  });

  it("is issued by the results' conclusion (06 -> 07) in its transaction", async () => {
    const { projectId: concluded } = await fx.addProjectAtConclusion(org.buyer as string, buyerId, {
      name: 'Concluded through the results',
      code: 'BL-NT-0002',
      offers: [
        { org: org.B as string, status: O.RANKED, price: '500.00', rank: 1 },
        { org: org.C as string, status: O.RANKED, price: '600.00', rank: 2 },
      ],
      winners: [{ offer: 0, price: '500.00' }],
    });
    const start = new Date(t.clock.now().getTime() - 5 * 86_400_000).toISOString();
    await t.database.db
      .insertInto('result_publicity')
      .values({ project_id: concluded, started_at: start, ends_at: start, days: 3 })
      .execute();
    const ctx = {
      actor: { userId: buyerId, roleCode: ROLES.FORMAL_BUYER, departId: org.buyer as string },
      lang: 'zh' as const,
      requestId: 'test-conclude-2',
    };
    await t.services.tenders.results.conclude(ctx, concluded);
    const rows = await t.database.db
      .selectFrom('result_notices')
      .select(['org_id', 'kind', 'amount', 'reason'])
      .where('project_id', '=', concluded)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { org_id: org.B, kind: '01', amount: '500.00', reason: null },
      {
        org_id: org.C,
        kind: '02',
        amount: null,
        reason: '贵单位的响应排名第 2 名，采购人已确认其他候选人成交',
      },
    ]);
  });

  it("shows the supplier's outcome per project", async () => {
    const resultsA = await body(call(P.supplierResults, token.ntsupa as string, {}));
    expect(resultsA).toEqual([
      expect.objectContaining({
        projectCode: 'BL-NT-0001',
        outcome: 'won',
        price: '800.00',
        rank: 1,
        noticeKind: '01',
      }),
    ]);
    const resultsG = await body(call(P.supplierResults, token.ntsupb as string, {}));
    expect(resultsG[0]).toMatchObject({ outcome: 'lost', rank: 2, noticeKind: '02', readAt: null });
  });
});

async function pdfText(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const lines: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  return lines.join('\n');
}
