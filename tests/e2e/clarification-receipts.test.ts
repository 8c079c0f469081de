import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { axeFindings, overflowFindings, rawKeyFindings, tapTargetFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/** The seed's published project; supplier01's organisation is signed up and approved. */
const PROJECT = 'BL-DEMO-0001';
const SUPPLIER_ORG = '远航物资供应有限公司';
const TITLE = `Delivery address ${Date.now().toString(36)}`;

function clarificationRow(dataDir: string, title: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `select c.id, c.content_html, (select count(*) from clarification_receipts r where r.clarification_id = c.id) as receipts
         from tender_clarifications c where c.title = ?`,
      )
      .get(title) as { id: string; content_html: string | null; receipts: number } | undefined;
  } finally {
    db.close();
  }
}

/** The route-tree checks, for screens the menu does not list (hub, detail and receipt screens). */
async function screenFindings(page: Page): Promise<string[]> {
  // Axe within the page's main area: the shell's toasts and offline badge are not these screens'.
  return [
    ...(await axeFindings(page, 'main')),
    ...(await overflowFindings(page)),
    ...(await rawKeyFindings(page)),
    ...(await tapTargetFindings(page)),
  ];
}

const noOverflow = (page: Page, width: number) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * Clarifications with receipts (issue 17): buyer01 releases one (rich text) from the procClarification
 * hub; its receipt list shows supplier01's organisation missing; supplier01, on a 390 px phone, opens it
 * from its list, reads it again offline (the device's copy) and confirms receipt offline (the outbox sends
 * it once back online); the buyer's receipt list (also read at 390 px) shows who confirmed.
 */
describe('clarifications: the buyer releases, the supplier confirms, the receipt list shows it', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let phone: Page;
  let desk: Page;

  beforeAll(async () => {
    buyer = await launchBrowser({
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
      serviceWorker: false,
    });
    ({ page: desk } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    supplier = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phone } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('releases from the hub; the receipt list shows the approved signup missing', async () => {
    const projectId = projectIdByCode(dataDir, PROJECT) as string;
    expect(projectId).toBeTruthy();
    await desk.goto(`${baseUrl}/procurement/procClarification`);
    const hub = desk.getByTestId('screen-hub');
    await hub.getByRole('link', { name: /Clarification list/ }).waitFor();
    expect(await screenFindings(desk)).toEqual([]);
    await hub.getByRole('link', { name: /Release a clarification/ }).click();
    await desk.waitForURL(/procClarificationReleaseAdd/);
    const select = desk.getByTestId('clarification-release-page').locator('select');
    await select.locator(`option[value="${projectId}"]`).waitFor({ state: 'attached' });
    await select.selectOption(projectId);
    await desk.getByLabel('Title').fill(TITLE);
    await desk.getByTestId('clarification-editor').click();
    await desk.keyboard.type('Deliver to warehouse 2 instead of warehouse 1.');
    // Nothing typed is lost: a reload restores the draft, rich text included.
    await desk.waitForTimeout(500);
    await desk.reload();
    await desk.getByTestId('draft-notice').waitFor();
    expect(await desk.getByLabel('Title').inputValue()).toBe(TITLE);
    await desk.getByTestId('clarification-editor').getByText('warehouse 2').waitFor();
    expect(await select.inputValue()).toBe(projectId);
    await desk.getByTestId('clarification-release').click();
    await desk.waitForURL(/procClarificationList/);
    await expect.poll(() => clarificationRow(dataDir, TITLE)?.content_html).toContain('warehouse 2');

    const row = desk.getByTestId('clarification-table').locator('tr').filter({ hasText: TITLE });
    await row.getByTestId('clarification-receipts-open').click();
    await desk.waitForURL(/procClarificationReceiptDetail\?id=/);
    const receipt = desk.getByTestId('receipt-row').filter({ hasText: SUPPLIER_ORG });
    await receipt.getByTestId('receipt-missing').waitFor();
    await desk.getByTestId('remind-missing').waitFor();
    await noOverflow(desk, 1366);
    expect(await screenFindings(desk)).toEqual([]);
  });

  it('the supplier confirms on a phone; the receipt list shows who and when', async () => {
    await phone.goto(`${baseUrl}/procurement/procClarificationDetail`);
    await phone.getByTestId('clarification-not-found').waitFor();

    await phone.goto(`${baseUrl}/procurement/procClarificationSupList`);
    const card = phone.getByTestId('clarification').filter({ hasText: TITLE });
    await card.getByTestId('receipt-missing').waitFor();
    await noOverflow(phone, 390);
    await card.getByTestId('clarification-open').click();
    await phone.waitForURL(/procClarificationDetail\?id=/);
    await phone.getByTestId('clarification-content').getByText('warehouse 2').waitFor();

    // Once opened it reads offline too, and the receipt waits in the outbox until the device is back.
    await supplier.context.setOffline(true);
    try {
      await phone.goBack();
      await phone
        .getByTestId('clarification')
        .filter({ hasText: TITLE })
        .getByTestId('clarification-open')
        .click();
      await phone.getByTestId('device-copy').waitFor();
      await phone.getByTestId('clarification-content').getByText('warehouse 2').waitFor();
      await phone.getByTestId('confirm-receipt').click();
      await phone.getByTestId('receipt-queued').waitFor();
      expect(await screenFindings(phone)).toEqual([]);
      expect(clarificationRow(dataDir, TITLE)?.receipts).toBe(0);
    } finally {
      await supplier.context.setOffline(false);
    }
    await phone.getByTestId('receipt-confirmed').waitFor({ timeout: 30_000 });
    expect(clarificationRow(dataDir, TITLE)?.receipts).toBe(1);
    await noOverflow(phone, 390);

    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.reload();
    const receipt = desk.getByTestId('receipt-row').filter({ hasText: SUPPLIER_ORG });
    await receipt
      .getByTestId('receipt-confirmed')
      .getByText(/Confirmed by .+ on /)
      .waitFor();
    expect(await desk.getByTestId('remind-missing').count()).toBe(0);
    await desk.getByTestId('receipt-summary').getByText('1 of 1 confirmed').waitFor();
    await noOverflow(desk, 390);
    expect(await screenFindings(desk)).toEqual([]);
    // The supplier's hub, on the phone: its clarification list (granted) and the ask form it grants.
    await phone.goto(`${baseUrl}/procurement/procClarificationSupplier`);
    await phone
      .getByTestId('screen-hub')
      .getByRole('link', { name: /Read clarifications/ })
      .waitFor();
    expect(await screenFindings(phone)).toEqual([]);
  });
});
