import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_PATHS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import {
  axeFindings,
  rawKeyFindings,
  overflowFindings,
  settle,
  tapTargetFindings,
  trackRequests,
} from './support/screen-checks';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/**
 * Plans (issue 15), client and server together: the demo buyer (buyer01, GROUP-PROC) compiles a
 * purchase plan of two lines with prices typed in 10,000 yuan, saves it (through the outbox) and
 * submits it; the business side of the same organisation (biz01, GROUP-BIZ: the approver must be
 * another user than the author) approves it; the detail shows the lines, the exact total and the history.
 */
describe('plans: compile, submit, approve', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const title = `E2E plan ${Date.now().toString(36)}`;
  let buyer: Browser;
  let approver: Browser;
  let buyerPage: Page;
  let approverPage: Page;
  let detailUrl = '';

  const row = (page: Page) => page.getByTestId('query-row').filter({ hasText: title });
  const status = (page: Page) => row(page).getByTestId('plan-status');

  async function openList(page: Page) {
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].list}`);
    await page.getByTestId('plan-table').waitFor();
  }

  async function fillLine(
    page: Page,
    index: number,
    line: { name: string; quantity: string; price: string },
  ) {
    const card = page.getByTestId('plan-line').nth(index);
    await card.locator(`[name="lines.${index}.materialName"]`).fill(line.name);
    await card.locator(`[name="lines.${index}.quantity"]`).fill(line.quantity);
    await card.locator(`select[name="lines.${index}.unitCode"]`).selectOption('t');
    await card.locator(`[name="lines.${index}.unitPriceWan"]`).fill(line.price);
  }

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    approver = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    ({ page: approverPage } = await signIn({ browser: approver, baseUrl, dataDir }, '/buyerLogin', 'biz01'));
  });
  afterAll(async () => {
    await approver?.close();
    await buyer?.close();
  });

  it('the buyer compiles a plan of two lines, saves and submits it', async () => {
    const page = buyerPage;
    await openList(page);
    await page.getByTestId('plan-new').click();
    await page.getByTestId('plan-form').waitFor();
    await page.getByTestId('plan-title').fill(title);
    await fillLine(page, 0, { name: 'Steel rail 60 kg/m', quantity: '2', price: '1.5' });
    const price = page.getByTestId('plan-line').nth(0).getByTestId('line-unit-price-capitals');
    expect(await price.textContent()).toBe('壹万伍仟元整');
    await page.getByTestId('line-add').click();
    await fillLine(page, 1, { name: 'Rail fastening set', quantity: '3', price: '0.000001' });
    // 2 x 15,000.00 + 3 x 0.01 yuan, exactly.
    await expect.poll(() => page.getByTestId('plan-total-amount').getAttribute('data-yuan')).toBe('30000.03');
    await page.getByTestId('plan-save').click();
    // Online, the outbox sends at once; the form goes back to the list once the platform took it.
    await page.getByTestId('plan-table').waitFor();
    await status(page).getByText('Draft', { exact: true }).waitFor();
    await row(page).getByTestId('row-action-submit').click();
    await page.getByTestId('confirm-ok').click();
    await status(page).getByText('Submitted', { exact: true }).waitFor();
    // The author may not approve it: the list leaves the button, the platform refuses with its reason.
    await row(page).getByTestId('row-action-approve').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('The plan must be approved by a user other than its author').waitFor();
    await status(page).getByText('Submitted', { exact: true }).waitFor();
  });

  it('another user of the organisation approves it; the detail shows lines, total and history', async () => {
    const page = approverPage;
    await openList(page);
    await status(page).getByText('Submitted', { exact: true }).waitFor();
    await row(page).getByTestId('row-action-approve').click();
    await page.getByTestId('confirm-ok').click();
    await status(page).getByText('Approved', { exact: true }).waitFor();

    await row(page).getByTestId('row-action-view').click();
    await page.getByTestId('plan-detail-page').waitFor();
    detailUrl = page.url();
    await page.getByTestId('plan-detail-status').getByText('Approved', { exact: true }).waitFor();
    expect(await page.getByTestId('plan-detail-title').textContent()).toBe(title);
    await expect.poll(() => page.getByTestId('plan-detail-line').count()).toBe(2);
    await expect.poll(() => page.getByTestId('plan-detail-total').getAttribute('data-yuan')).toBe('30000.03');
    expect(await page.getByTestId('plan-detail-total-capitals').textContent()).toBe('叁万元零叁分');
    const moves = await page
      .getByTestId('plan-history-entry')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-action')));
    expect(moves).toEqual(expect.arrayContaining(['submit', 'approve']));
    expect(await page.getByTestId('plan-history-entry').last().textContent()).toContain('李业务');
    // The desktop too: nothing sticks out, no raw key, no serious axe finding (detail and list).
    // The screen's own content (the shared toaster's success note is not the plans' to check).
    const desktop = async (screen: string) => [
      ...(await overflowFindings(page)),
      ...(await tapTargetFindings(page)),
      ...(await rawKeyFindings(page)),
      ...(await axeFindings(page, `[data-testid="${screen}"]`)),
    ];
    const found = await desktop('plan-detail-page');
    await openList(page);
    await row(page).waitFor();
    found.push(...(await desktop('plan-list-page')));
    expect(found).toEqual([]);
  });

  it('on a 390 px phone the list, the entry form and the detail fit, with fingertip targets and no serious axe finding', async () => {
    const phone = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      mobile: true,
      serviceWorker: false,
    });
    try {
      const { page } = await signIn({ browser: phone, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
      const inFlight = trackRequests(page);
      const findings = async (screen: string) => {
        await settle(page, inFlight);
        return [
          ...(await overflowFindings(page)),
          ...(await tapTargetFindings(page)),
          ...(await rawKeyFindings(page)),
          ...(await axeFindings(page)),
        ].map((finding) => `${screen}: ${finding}`);
      };
      await openList(page);
      await row(page).waitFor();
      const found = await findings('list');
      await page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
      await page.getByTestId('plan-form').waitFor();
      await page.getByTestId('line-add').click();
      found.push(...(await findings('entry')));
      const box = await page.getByTestId('plan-save').boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await page.goto(detailUrl);
      await page.getByTestId('plan-history-entry').first().waitFor();
      found.push(...(await findings('detail')));
      expect(found).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('a plan being compiled survives a reload and a save made offline is sent once when back online', async () => {
    const page = buyerPage;
    const offlineTitle = `${title} offline`;
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    await page.getByTestId('plan-form').waitFor();
    await page.getByTestId('plan-title').fill(offlineTitle);
    await fillLine(page, 0, { name: 'Sleeper', quantity: '10', price: '0.05' });
    // Past the autosave's delay, then until it has written.
    await page.waitForTimeout(500);
    await expect.poll(() => page.getByTestId('plan-form').getAttribute('data-draft-status')).toBe('saved');
    // A closed tab or a reload: the device's draft fills the form back in.
    await page.reload();
    await page.getByTestId('draft-notice').waitFor();
    expect(await page.getByTestId('plan-title').inputValue()).toBe(offlineTitle);
    expect(await page.locator('[name="lines.0.materialName"]').inputValue()).toBe('Sleeper');
    expect(await page.locator('[name="lines.0.unitPriceWan"]').inputValue()).toBe('0.05');

    const saves: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes(PLAN_PATHS.planSave)) saves.push(request.url());
    });
    await buyer.context.setOffline(true);
    try {
      await page.getByTestId('plan-save').click();
      await page.getByTestId('plan-queued').waitFor();
    } finally {
      await buyer.context.setOffline(false);
    }
    // Back online the outbox sends it; once taken the form goes back to the list.
    await page.getByTestId('plan-table').waitFor({ timeout: 60_000 });
    await openList(page);
    await page.getByTestId('query-row').filter({ hasText: offlineTitle }).waitFor();
    await expect.poll(() => page.getByTestId('query-row').filter({ hasText: offlineTitle }).count()).toBe(1);
    expect(saves).toHaveLength(1);
  });
});
