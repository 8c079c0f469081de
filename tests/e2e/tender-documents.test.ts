import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

/** The seed's published project: expert01 sits on its committee, supplier01's signup is approved. */
const DEMO_PROJECT = 'BL-DEMO-0001';
const DEMO_FILE = 'tender-document-BL-DEMO-0001.pdf';

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

  beforeAll(async () => {
    [expert, supplier] = await Promise.all([
      launchBrowser({ locale: 'en-US' }),
      launchBrowser({ locale: 'en-US' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([expert?.close(), supplier?.close()]);
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
  });
});
