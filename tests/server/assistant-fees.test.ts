import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { queryAiPath } from '@/shared/contracts/assistant';
import { SUPPLIER_RESPONSE_ROUTES as SR } from '@/shared/contracts/supplier-response-paths';
import { TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import { DEMO_FEE_PROJECT_CODE, DEMO_FEE_VOUCHER_ID } from '@/server/db/seed/seed-fees';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['supplier01', 'feeasup2', 'buyer01', 'feeabuy2', 'expert01', 'admin01'] as const;
type Name = (typeof USERS)[number];
const SECRET = 'Foreign fee project';

/**
 * The tender assistant's fee questions (issue 16): a supplier's open signups with their audit status
 * and fees, the fees to pay, the deadlines of the next 7 days; the buyer side's signups and vouchers
 * waiting for its audit. Each asker sees its own organisation's rows only; other roles are declined.
 */
describe.each(TARGETS)('tender assistant: fee questions on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const token = {} as Record<Name, string>;
  let unpaidCode = '';

  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };
  const rules = (projectId: string, feeCents: string | null, bailCents: string | null) =>
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
    t = await createTestApp(target);
    const buyerOrg = await fx.orgId('GROUP-PROC');
    const s1 = await fx.orgId('SUPPLIER-01');
    const s2 = await fx.addOrg('FEEA-S2', 'Fee supplier two', '03');
    const otherBuyer = await fx.addOrg('FEEA-B2', 'Fee buyer two', '01');
    await fx.addUser('feeasup2', 'feeasup2', s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('feeabuy2', 'feeabuy2', otherBuyer, ROLES.FORMAL_BUYER);
    // buyer01's project with a fee and a bail, SUPPLIER-01 approved and unpaid; signup closes in 2 days.
    unpaidCode = 'FEE-ASK-0001';
    const unpaid = await fx.addProject(buyerOrg, {
      code: unpaidCode,
      name: 'Quay cranes',
      signupDays: 2,
      quoteDays: 9,
    });
    await rules(unpaid, '30000', '500000');
    await fx.addSignup(unpaid, s1, '01');
    // Another buyer's project: supplier two's pending signup, never shown to the others.
    const foreign = await fx.addProject(otherBuyer, { code: 'FEE-ASK-0002', name: SECRET });
    await rules(foreign, '10000', null);
    await fx.addSignup(foreign, s2, '00');
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it("lists the supplier's open signups with their audit status and fees", async () => {
    const a = await ask('supplier01', 'my open signups and their audit status');
    expect(a).toMatchObject({ intent: 'fees.signups', found: true });
    expect(a.content).toContain(
      `${unpaidCode} Quay cranes: signup Approved; document fee 300.00 · To pay; bail 5000.00 · To pay`,
    );
    expect(a.content).toContain(`${DEMO_FEE_PROJECT_CODE}`);
    expect(a.content).toContain('200.00 · Waiting for the audit');
    expect(a.content).not.toContain(SECRET);
    expect(a.sources).toContainEqual(
      expect.objectContaining({
        title: expect.stringContaining(unpaidCode),
        route: expect.stringContaining(`${R.supplierDocuments}?projectId=`),
      }),
    );
    const zh = await ask('supplier01', '我的报名审核状态', 'zh');
    expect(zh.intent).toBe('fees.signups');
    expect(zh.content).toContain('FEE-ASK-0001 Quay cranes：报名审核通过；标书费 300.00 · 待缴费');
    const other = await ask('feeasup2', 'my open signups and their audit status');
    expect(other.content).toContain('FEE-ASK-0002');
    expect(other.content).not.toContain(unpaidCode);
  });

  it('lists the fees to pay, not those waiting for the audit, in three languages', async () => {
    const a = await ask('supplier01', 'which fees do I have to pay?');
    expect(a).toMatchObject({ intent: 'fees.toPay', found: true });
    expect(a.content).toMatch(/^Fees to pay \(\d+\):/);
    expect(a.content).toContain(`${unpaidCode} Quay cranes: Document fee 300.00 yuan, To pay`);
    expect(a.content).toContain('Bail (bid bond) 5000.00 yuan');
    expect(a.content).not.toContain(DEMO_FEE_PROJECT_CODE);
    expect((await ask('supplier01', '我有哪些待缴费用？', 'zh')).content).toContain('标书费 300.00 元');
    expect((await ask('supplier01', 'quels frais dois-je payer ?', 'fr')).content).toContain(
      'Frais de dossier 300.00 yuans',
    );
    // Supplier two's signup is not approved: nothing to pay yet.
    const other = await ask('feeasup2', 'fees to pay');
    expect(other).toMatchObject({ intent: 'fees.toPay' });
    expect(other.content).toContain('No fee to pay');
  });

  it('lists the deadlines of the next 7 days by the server clock', async () => {
    const a = await ask('supplier01', 'deadlines in the next 7 days');
    expect(a).toMatchObject({ intent: 'fees.deadlines', found: true });
    expect(a.content).toContain(`${unpaidCode} Quay cranes: signup ends 2026-11-22 02:00 UTC`);
    expect(a.content).not.toContain('offers close 2026-11-29');
    expect((await ask('supplier01', '未来7天内的截止时间', 'zh')).intent).toBe('fees.deadlines');
    expect((await ask('supplier01', 'échéances des 7 prochains jours', 'fr')).intent).toBe('fees.deadlines');
  });

  it("lists the buyer side's signups and vouchers waiting for its audit, linked to the audit screens", async () => {
    const a = await ask('buyer01', 'signups and vouchers waiting for my audit');
    expect(a).toMatchObject({ intent: 'fees.audit', found: true });
    expect(a.content).toContain(`Document fee voucher of`);
    expect(a.content).toContain(`${DEMO_FEE_PROJECT_CODE}`);
    expect(a.content).not.toContain(SECRET);
    expect(a.sources).toContainEqual(
      expect.objectContaining({
        id: `voucher:${DEMO_FEE_VOUCHER_ID}`,
        route: expect.stringContaining(`${SR.docRecordAudit}?projectId=`),
      }),
    );
    expect((await ask('buyer01', '待我审核的报名和凭证', 'zh')).intent).toBe('fees.audit');
    const other = await ask('feeabuy2', 'vouchers waiting for my audit');
    expect(other.intent).toBe('fees.audit');
    expect(other.content).toContain('FEE-ASK-0002');
    expect(other.content).not.toContain(DEMO_FEE_PROJECT_CODE);
  });

  it('declines the other roles: no fee rows for a buyer asking supplier questions, an expert or the admin', async () => {
    for (const who of ['buyer01', 'expert01', 'admin01'] as const) {
      const a = await ask(who, 'which fees do I have to pay?');
      expect(a.intent, who).not.toBe('fees.toPay');
      expect(a.content, who).not.toContain(unpaidCode);
    }
    for (const who of ['supplier01', 'expert01', 'admin01'] as const) {
      const a = await ask(who, 'vouchers waiting for my audit');
      expect(a.intent, who).not.toBe('fees.audit');
      expect(a.content, who).not.toContain(DEMO_FEE_VOUCHER_ID);
    }
  });
});
