import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { seedDashboardWork } from './support/dashboard-seed';
import { axeFindings, overflowFindings, settle, trackRequests } from './support/screen-checks';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

const CODES = { publicity: 'DASH-E2E-06', concluded: 'DASH-E2E-07' };

const card = (page: Page, kind: string) => page.getByTestId(`dashboard-card-${kind}`);
const countOf = async (page: Page, kind: string) => Number(await card(page, kind).getAttribute('data-count'));

/**
 * The home dashboard (issue 20): buyer01 (desktop) and supplier01 (390 px phone) see their waiting work
 * (expert01 and admin01 theirs too, from the demo data)
 * below the greeting, with deadlines and links; the buyer's chart loads echarts lazily with its tables;
 * offline, the supplier's home shows the device's copy 'as of' its server time. Besides the demo's own
 * work (A's publicity and concluded demo projects, signups, vouchers, objections), the case adds a
 * publicity ending within the hour and an unread award notice and contract of its own, so other cases
 * of the same server cannot change what it checks.
 */
describe('home dashboard: each role sees its waiting work', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let deskBrowser: Browser;
  let phoneBrowser: Browser;
  let buyer: Page;
  let supplier: Page;

  beforeAll(async () => {
    seedDashboardWork(dataDir, CODES);
    deskBrowser = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 1366, height: 900 },
      serviceWorker: false,
    });
    ({ page: buyer } = await signIn({ browser: deskBrowser, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    phoneBrowser = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      mobile: true,
    });
    ({ page: supplier } = await signIn(
      { browser: phoneBrowser, baseUrl, dataDir },
      '/supplierLogin',
      'supplier01',
    ));
  });
  afterAll(async () => {
    for (const b of [deskBrowser, phoneBrowser]) await b?.close();
  });

  it("buyer01's home lists the organisation's work with deadlines, links and the chart", async () => {
    const inFlight = trackRequests(buyer);
    await buyer.goto(`${baseUrl}/home`);
    await buyer.getByTestId('home-greeting').waitFor();
    const publicity = card(buyer, 'publicityEnding');
    await publicity.getByText(`${CODES.publicity} Dashboard publicity`).waitFor();
    expect(await countOf(buyer, 'publicityEnding')).toBeGreaterThanOrEqual(1);
    const first = publicity.getByTestId('dashboard-item').first();
    expect(await first.getByTestId('dashboard-countdown').textContent()).toMatch(/^\d+ min left$/);
    await card(buyer, 'contractsToSign').getByText(`${CODES.concluded} Dashboard concluded`).waitFor();
    for (const kind of [
      'plansToApprove',
      'signupsToAudit',
      'vouchersToAudit',
      'openingsToday',
      'objectionsToAnswer',
    ])
      await card(buyer, kind).waitFor();
    // The chart: echarts drawn after a dynamic import, the same figures in tables beside it.
    await buyer.locator('[data-testid="dashboard-chart"][data-state="drawn"]').waitFor({ timeout: 30_000 });
    await buyer.getByTestId('dashboard-status-table').getByText('Result publicity').waitFor();
    await buyer.getByTestId('dashboard-month-table').waitFor();
    await settle(buyer, inFlight);
    expect([...(await overflowFindings(buyer)), ...(await axeFindings(buyer))]).toEqual([]);
    // A card's link opens its area's screen.
    await card(buyer, 'objectionsToAnswer')
      .getByRole('link', { name: /Open the list/ })
      .click();
    await buyer.waitForURL(/\/clarification\/objectionList/);
  });

  it("supplier01's home on a phone lists its results, contracts and offers, and reads offline from the copy", async () => {
    const inFlight = trackRequests(supplier);
    await supplier.goto(`${baseUrl}/home`);
    const results = card(supplier, 'results');
    await results.getByText(`${CODES.concluded} Dashboard concluded`).waitFor();
    expect(
      Number(
        await results
          .getByTestId('dashboard-unread')
          .textContent()
          .then((s) => s?.match(/\d+/)?.[0]),
      ),
    ).toBeGreaterThanOrEqual(1);
    await results.getByText('Award notice, unread').first().waitFor();
    await card(supplier, 'contractsToSign').getByText(`${CODES.concluded} Dashboard concluded`).waitFor();
    for (const kind of ['openTenders', 'mySignups', 'feesToPay', 'sealedOffers'])
      await card(supplier, kind).waitFor();
    expect(await supplier.getByTestId('dashboard-chart-section').count()).toBe(0);
    await settle(supplier, inFlight);
    expect(await supplier.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect([...(await overflowFindings(supplier)), ...(await axeFindings(supplier))]).toEqual([]);

    // Offline: leaving /home and coming back asks again, and the device's copy answers.
    await phoneBrowser.context.setOffline(true);
    try {
      await supplier.evaluate(() => window.history.pushState({}, '', '/notifications'));
      await supplier.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      // Only once /home has gone does coming back mount the dashboard and ask again: a second popstate
      // while the first screen's chunk still loads (a busy machine) would leave /home standing.
      await supplier.getByTestId('dashboard').waitFor({ state: 'detached' });
      await supplier.evaluate(() => window.history.pushState({}, '', '/home'));
      await supplier.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await supplier.getByTestId('dashboard-as-of').waitFor({ timeout: 15_000 });
      await card(supplier, 'results').getByText(`${CODES.concluded} Dashboard concluded`).waitFor();
    } finally {
      await phoneBrowser.context.setOffline(false);
    }
  });

  it("expert01's and admin01's homes show their evaluation seats and the profile to audit", async () => {
    // One browser each: a signed-in browser is sent past the sign-in page.
    const [expertBrowser, adminBrowser] = await Promise.all([
      launchBrowser({ locale: 'en-US', viewport: { width: 1366, height: 900 }, serviceWorker: false }),
      launchBrowser({ locale: 'en-US', viewport: { width: 1366, height: 900 }, serviceWorker: false }),
    ]);
    try {
      const { page: expert } = await signIn(
        { browser: expertBrowser, baseUrl, dataDir },
        '/expertLogin',
        'expert01',
      );
      await expert.goto(`${baseUrl}/home`);
      await card(expert, 'evaluationTasks').waitFor();
      expect(await countOf(expert, 'evaluationTasks')).toBeGreaterThanOrEqual(1);
      // The demo's supplier profile waiting for audit (seed-profile-audit.ts).
      const { page: admin } = await signIn({ browser: adminBrowser, baseUrl, dataDir }, '/login', 'admin01');
      await admin.goto(`${baseUrl}/home`);
      await card(admin, 'profilesToAudit').getByText('华东港航设备有限公司').waitFor();
      expect(await countOf(admin, 'profilesToAudit')).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all([expertBrowser.close(), adminBrowser.close()]);
    }
  });
});
