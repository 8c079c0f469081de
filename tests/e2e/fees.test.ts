import type { Page } from 'playwright-core';
import SQLite from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FEE_PATHS } from '@/shared/contracts/fee-paths';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { platformCall } from './support/platform-call';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/** The seed's project with a 200.00 yuan document fee; supplier01's voucher waits for the audit. */
const FEE_PROJECT = 'BL-DEMO-0201';
const DEMO_VOUCHER = 'demo-fee-voucher-0201';
const SCREEN = '/procurement/procurementTenderfeeVessel';
/** A real 1x1 PNG, as a phone photo of the receipt would be (smaller). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function voucherRow(dataDir: string, id: string) {
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'), { readonly: true });
  try {
    return db
      .prepare('select audit_status, file_name, reject_reason from fee_vouchers where id = ?')
      .get(id) as { audit_status: string; file_name: string; reject_reason: string | null } | undefined;
  } finally {
    db.close();
  }
}

/**
 * Tender-document purchase (issue 16) on a 390 px phone: the documents stay closed with the reason
 * while the fee is unpaid; a rejected voucher shows its reason; a new one picked offline is kept on
 * the device as pending sync and sent once back online; once the buyer approves it the documents open.
 */
describe('tender fees: a voucher sent offline opens the documents once approved', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let supplier: Browser;
  let buyer: Browser;
  let page: Page;
  const asBuyer = platformCall(() => buyer, baseUrl);

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US', serviceWorker: false });
    await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    supplier = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  afterAll(async () => {
    await supplier?.close();
    await buyer?.close();
  });

  it('queues the voucher offline, sends it online, and the approval opens the documents', async () => {
    const projectId = projectIdByCode(dataDir, FEE_PROJECT);
    expect(projectId).toBeTruthy();
    // The buyer found the demo voucher unreadable.
    await asBuyer(FEE_PATHS.audit, { id: DEMO_VOUCHER, auditStatus: '02', reason: 'Unreadable receipt' });

    await page.goto(`${baseUrl}${SCREEN}?projectId=${projectId}`);
    const fee = page.getByTestId('fee-item-01');
    await fee.waitFor();
    await fee.getByTestId('fee-item-01-amount').getByText('200.00 yuan').waitFor();
    expect(await fee.getByTestId('fee-item-01-amount-capitals').textContent()).toBe('贰佰元整');
    await fee.getByTestId('fee-item-01-reason').getByText('Reason: Unreadable receipt').waitFor();
    // The documents stay closed, saying why.
    await page
      .getByTestId('documents-load-failed')
      .getByText(/document fee of this project is not paid/)
      .waitFor();

    await supplier.context.setOffline(true);
    try {
      await fee
        .getByTestId('fee-item-01-file')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      await fee.getByTestId('fee-item-01-queued').waitFor();
      // Nothing reached the platform yet.
      expect(voucherRow(dataDir, DEMO_VOUCHER)).toMatchObject({ audit_status: '02' });
    } finally {
      await supplier.context.setOffline(false);
    }
    await expect
      .poll(() => voucherRow(dataDir, DEMO_VOUCHER), { timeout: 30_000 })
      .toMatchObject({ audit_status: '00', file_name: 'receipt.png', reject_reason: null });
    await page
      .getByTestId('fee-item-01')
      .and(page.locator('[data-state="pending"]'))
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('fee-item-01-queued').count()).toBe(0);

    await asBuyer(FEE_PATHS.audit, { id: DEMO_VOUCHER, auditStatus: '01' });
    await page.reload();
    await page.getByTestId('fee-item-01').and(page.locator('[data-state="approved"]')).waitFor();
    await page.getByTestId('document-reader').getByText('tender-document-BL-DEMO-0201.pdf').first().waitFor();
    const file = await supplier.context.request.get(
      `${baseUrl}/bidprocurement/bid-procurement/document/file/demo-doc-bl-demo-0201`,
    );
    expect(file.status()).toBe(200);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
