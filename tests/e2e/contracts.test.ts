import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { minimalPdf } from '@/server/db/seed/seed-tender-documents';
import { CONTRACT_ROUTES } from '@/shared/contracts/contract-paths';
import { type Browser, launchBrowser } from './support/browser';
import { CONTRACT_E2E, contractRowOf, seedConcludedContract } from './support/contracts-seed';
import { axeFindings, overflowFindings, rawKeyFindings, tapTargetFindings } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { projectIdByCode } from './support/tender-db';

/**
 * Contract status (issue 20): on a project concluded two days ago, the buyer records the signing of the
 * winner's contract with today's date and a PDF scan on its desktop list, then marks it performing; the
 * winning supplier, on a 390 px phone, sees its contract performing with the scan.
 */
/** `list`: axe runs on the screen, not on a toast that is fading out (its contrast changes as it goes). */
async function findings(page: Page, list: string): Promise<string[]> {
  return [
    ...(await overflowFindings(page)),
    ...(await tapTargetFindings(page)),
    ...(await rawKeyFindings(page)),
    ...(await axeFindings(page, `[data-testid="${list}"]`)),
  ];
}

describe('contracts: the buyer signs with a date and a scan, the supplier sees the status', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let buyer: Browser;
  let supplier: Browser;
  let page: Page;
  let phone: Page;
  let contractId = '';

  beforeAll(async () => {
    contractId = seedConcludedContract(dataDir);
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    supplier = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page: phone } = await signIn({ browser: supplier, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
  });
  afterAll(async () => {
    await buyer?.close();
    await supplier?.close();
  });

  it('signs the contract with a date and a scan, then marks it performing', async () => {
    // As the results hub links to it: the list narrowed to the project.
    const projectId = projectIdByCode(dataDir, CONTRACT_E2E.code);
    await page.goto(`${baseUrl}${CONTRACT_ROUTES.list}?projectId=${projectId}`);
    const row = page.getByTestId('query-row').filter({ hasText: CONTRACT_E2E.name });
    await row.waitFor();
    expect(await page.getByTestId('query-row').count()).toBe(1);
    expect(await row.getByTestId('contract-status').textContent()).toBe('To sign');
    await row.getByTestId('row-action-sign').click();
    const dialog = page.getByTestId('contract-sign-dialog');
    await dialog.waitFor();
    // Sending without a scan names the missing file and stores nothing.
    await dialog.getByTestId('contract-sign-submit').click();
    await dialog.getByText('Choose the contract scan.').waitFor();
    const today = await dialog.getByTestId('contract-signed-on-input').inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByTestId('contract-scan-input').setInputFiles({
      name: 'signed-contract.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('E2E contract'),
    });
    await dialog.getByTestId('contract-sign-submit').click();
    await expect.poll(() => row.getByTestId('contract-status').textContent()).toBe('Signed');
    expect(await row.getByTestId('contract-signed-on').textContent()).toBe(today);
    await row.getByTestId('contract-scan-link').getByText('signed-contract.pdf').waitFor();
    expect(contractRowOf(dataDir, contractId)).toMatchObject({
      status: '01',
      signed_on: today,
      scan_file_name: 'signed-contract.pdf',
    });

    await row.getByTestId('row-action-perform').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.getByTestId('contract-status').textContent()).toBe('Performing');
    expect(await row.getByTestId('row-action-sign').count()).toBe(0);
    expect(contractRowOf(dataDir, contractId)).toMatchObject({ status: '02' });
    // The list with a signed row passes the route tree's screen checks (no demo contract is signed).
    expect(await findings(page, 'contract-list-buyer')).toEqual([]);
  });

  it('shows the winning supplier its contract performing, with the scan, on a phone', async () => {
    await phone.goto(`${baseUrl}${CONTRACT_ROUTES.supplier}`);
    const card = phone.getByTestId('query-row').filter({ hasText: CONTRACT_E2E.name });
    await card.waitFor();
    expect(await card.getByTestId('contract-status').textContent()).toBe('Performing');
    await card.getByText(CONTRACT_E2E.amount).waitFor();
    const link = card.getByTestId('contract-scan-link');
    await link.getByText('signed-contract.pdf').waitFor();
    const file = await supplier.context.request.get(`${baseUrl}${await link.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    // Cards, not a table wider than the screen; tap targets of 24 px; no raw keys; no axe violation.
    expect(await findings(phone, 'contract-list-supplier')).toEqual([]);
  });
});
