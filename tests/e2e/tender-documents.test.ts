import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENDER_PATHS, TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser, withServiceWorker } from './support/browser';
import { platformCall } from './support/platform-call';
import { signIn } from './support/sign-in';

// Offline reloads and updates come from the service worker's precache.
withServiceWorker();

/** The seed's published project: expert01 sits on its committee, supplier01's signup is approved. */
const DEMO_PROJECT = 'BL-DEMO-0001';
const DEMO_FILE = 'tender-document-BL-DEMO-0001.pdf';
const DAY = 86_400_000;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Waits until the service worker controls the page, so a reload works offline. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated')
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const documentRow = (page: Page) =>
  page.locator(`[data-testid="document-row"][data-file-name="${DEMO_FILE}"]`);

/** Downloads the document from its row; answers the saved file's first bytes and its name. */
async function downloadFrom(page: Page): Promise<{ head: string; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documentRow(page).getByTestId('document-download').click(),
  ]);
  const file = await download.path();
  const head = fs.readFileSync(file).subarray(0, 5).toString('latin1');
  return { head, name: download.suggestedFilename() };
}

describe('tender documents: kept on the device, read offline', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let expert: Browser;
  let supplier: Browser;
  let buyer: Browser;
  const asBuyer = platformCall(() => buyer, baseUrl);

  beforeAll(async () => {
    [expert, supplier, buyer] = await Promise.all([
      launchBrowser({ locale: 'en-US' }),
      launchBrowser({ locale: 'en-US', serviceWorker: false }),
      launchBrowser({ locale: 'en-US', serviceWorker: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([expert?.close(), supplier?.close(), buyer?.close()]);
  });

  it('buyer01 uploads a document to its own draft from the project list, is refused a fake PDF, and removes it', async () => {
    const { page } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01');
    await page.getByTestId('home-greeting').waitFor();
    const name = 'E2E documents: quay fenders';
    await asBuyer(TENDER_PATHS.projectSave, {
      name,
      tenderMethod: '01',
      budget: '90000',
      description: 'E2E documents',
      signupEndTime: new Date(Date.now() + 6 * DAY).toISOString(),
      quoteEndTime: new Date(Date.now() + 9 * DAY).toISOString(),
    });
    await page.goto(`${baseUrl}${TENDER_ROUTES.projectList}`);
    await page.getByTestId('query-row').filter({ hasText: name }).getByTestId('row-action-documents').click();
    await page.waitForURL(`**${TENDER_ROUTES.documents}?projectId=*`);
    await page.getByTestId('documents-empty').waitFor();

    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await page.getByTestId('document-upload-submit').click();
    const refusal = await page.getByTestId('document-upload-error').textContent();
    expect(refusal).toMatch(/^Only PDF, Word, Excel, ZIP, PNG or JPG files can be uploaded/);
    expect(await page.getByTestId('document-row').count()).toBe(0);

    await page.getByTestId('document-kind').selectOption('02');
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'Fender spec.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('document-upload-submit').click();
    const uploaded = page.locator('[data-testid="document-row"][data-file-name="Fender spec.pdf"]');
    await uploaded.waitFor();
    expect(await uploaded.textContent()).toContain('Technical specification');

    await uploaded.getByTestId('document-remove').click();
    await page.getByTestId('confirm-ok').click();
    await uploaded.waitFor({ state: 'detached' });
    await page.getByTestId('documents-empty').waitFor();
  });

  it('expert01 opens the project’s document in the evaluation hall and reads it again offline after a reload', async () => {
    const { page } = await signIn({ browser: expert, baseUrl, dataDir }, '/expertLogin', 'expert01');
    await page.getByTestId('home-greeting').waitFor();
    await page.goto(`${baseUrl}${TENDER_ROUTES.evaluationHall}`);
    await controlledByWorker(page);
    const task = page.locator(`[data-testid="evaluation-task"][data-project-code="${DEMO_PROJECT}"]`);
    await task.getByTestId('task-documents').click();
    const row = documentRow(page);
    await row.waitFor();
    expect(await row.getAttribute('data-kept')).toBe('false');

    // Open: a new tab shows the file; the device keeps a copy.
    const [tab] = await Promise.all([
      expert.context.waitForEvent('page'),
      row.getByTestId('document-open').click(),
    ]);
    await tab.close();
    await page
      .locator(`[data-testid="document-row"][data-file-name="${DEMO_FILE}"][data-kept="true"]`)
      .waitFor();
    expect(await row.getByTestId('document-kept').textContent()).toBe('Kept on this device');
    expect(await page.getByTestId('document-source').getAttribute('data-source')).toBe('network');

    await expert.context.setOffline(true);
    try {
      await page.reload();
      await task.getByTestId('task-documents').click();
      await page.getByTestId('documents-device-list').waitFor();
      await page
        .locator(`[data-testid="document-row"][data-file-name="${DEMO_FILE}"][data-kept="true"]`)
        .waitFor();
      const [offlineTab] = await Promise.all([
        expert.context.waitForEvent('page'),
        row.getByTestId('document-open').click(),
      ]);
      await offlineTab.close();
      await page
        .locator('[data-testid="document-source"][data-source="device"]')
        .waitFor({ state: 'attached' });
      expect(await page.getByTestId('document-notice').textContent()).toBe(
        'Opened from the copy on this device.',
      );
      // The bytes come from the device: a valid PDF under its own name, with the network cut.
      expect(await downloadFrom(page)).toEqual({ head: '%PDF-', name: DEMO_FILE });
    } finally {
      await expert.context.setOffline(false);
    }
  });

  it('supplier01 reaches the documents from its approved signup and keeps them all on the device', async () => {
    const { page } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01');
    await page.getByTestId('home-greeting').waitFor();
    await page.goto(`${baseUrl}${TENDER_ROUTES.participating}`);
    const signup = page.getByTestId('my-signup-row').filter({ hasText: DEMO_PROJECT });
    await signup.getByTestId('action-documents').click();
    await page.waitForURL(`**${TENDER_ROUTES.supplierDocuments}?projectId=*`);
    const row = documentRow(page);
    await row.waitFor();
    expect(await row.getAttribute('data-kept')).toBe('false');
    await page.getByTestId('documents-keep-all').click();
    await page
      .locator(`[data-testid="document-row"][data-file-name="${DEMO_FILE}"][data-kept="true"]`)
      .waitFor();
    expect(await page.getByTestId('document-notice').textContent()).toBe('1 document(s) kept on this device');
    expect(await downloadFrom(page)).toEqual({ head: '%PDF-', name: DEMO_FILE });

    // The sync centre lists the kept copy and frees its space after a confirmation.
    await page.goto(`${baseUrl}/syncCentre`);
    const kept = page.getByTestId('kept-document').filter({ hasText: DEMO_FILE });
    await kept.waitFor();
    await kept.getByTestId('kept-remove').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('kept-empty').waitFor();
    expect(await page.getByTestId('kept-document').count()).toBe(0);
  });
});
