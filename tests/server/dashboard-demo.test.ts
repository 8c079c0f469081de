import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, type DashboardView } from '@/shared/contracts/dashboard';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * At first start the demo data gives the buyer, supplier, expert and administrator homes waiting work (issue 20's demo:
 * the results area's project in publicity and concluded one with an unread notice and a contract to
 * sign, beside the earlier areas' vouchers, objections, sealed offers and evaluation seats).
 */
describe.each(TARGETS)('home dashboard on the demo data on %s', (target) => {
  let t: TestApp;
  const home = async (who: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${DASHBOARD_PATHS.home}`,
      headers: authed(await signIn(t, who)),
    });
    const view = res.json().body as DashboardView;
    return (kind: string) => view.cards.find((c) => c.kind === kind);
  };
  const codes = (card: { items: { code: string | null }[] } | undefined) => card?.items.map((i) => i.code);

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it("shows buyer01 the demo's publicity, contract, voucher and objection", async () => {
    const card = await home('buyer01');
    expect(codes(card('publicityEnding'))).toContain('BL-DEMO-0601');
    expect(codes(card('contractsToSign'))).toContain('BL-DEMO-0701');
    expect(card('vouchersToAudit')?.count).toBeGreaterThan(0);
    expect(card('objectionsToAnswer')?.count).toBeGreaterThan(0);
  });

  it("shows supplier01 the demo's unread notice, contract, sealed offer and open tenders", async () => {
    const card = await home('supplier01');
    expect(card('results')).toMatchObject({ unread: 1 });
    expect(codes(card('results'))).toContain('BL-DEMO-0701');
    expect(codes(card('contractsToSign'))).toContain('BL-DEMO-0701');
    expect(card('sealedOffers')?.count).toBeGreaterThan(0);
    expect(card('openTenders')?.count).toBeGreaterThan(0);
  });

  it("shows expert01 the demo's evaluation seats and the sheet to submit", async () => {
    const card = await home('expert01');
    expect(card('evaluationTasks')?.count).toBeGreaterThan(0);
    expect(card('sheetsToSubmit')?.count).toBeGreaterThan(0);
  });

  it("shows admin01 the demo's supplier profile waiting for audit", async () => {
    const card = await home('admin01');
    expect(card('profilesToAudit')?.count).toBeGreaterThan(0);
    expect(card('profilesToAudit')?.items.map((i) => i.title)).toContain('华东港航设备有限公司');
  });
});
