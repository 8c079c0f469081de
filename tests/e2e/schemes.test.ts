import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCHEME_ROUTES as R } from '@/shared/contracts/scheme-paths';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

/**
 * Procurement schemes (issue 15), client and server together: buyer01 cancels the demo's approved
 * scheme, which frees the demo package; compiles a new scheme from it and submits; biz01 (the same
 * organisation's business side) approves; buyer01 executes it, and the created tender project shows
 * the scheme, its package and the plan line.
 */
describe('procurement schemes', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const name = `E2E scheme ${Date.now().toString(36)}`;
  const demoPackage = '照明改造LED投光灯包';
  let buyer: Browser;
  let approver: Browser;
  let buyerPage: Page;
  let approverPage: Page;
  let detailUrl = '';

  const status = (page: Page) => page.getByTestId('scheme-detail-page').getAttribute('data-status');
  const act = async (page: Page, action: string) => {
    await page.getByTestId(`scheme-${action}`).click();
    await page.getByTestId('confirm-ok').click();
  };

  beforeAll(async () => {
    buyer = await launchBrowser({ locale: 'en-US' });
    ({ page: buyerPage } = await signIn({ browser: buyer, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
    approver = await launchBrowser({ locale: 'en-US' });
    ({ page: approverPage } = await signIn({ browser: approver, baseUrl, dataDir }, '/buyerLogin', 'biz01'));
  });
  afterAll(async () => {
    await approver?.close();
    await buyer?.close();
  });

  it('frees the demo package by cancelling the demo scheme', async () => {
    const page = buyerPage;
    await page.goto(`${baseUrl}${R.detail}?id=demo-scheme-1`);
    await page.getByTestId('scheme-detail-page').waitFor();
    expect(await status(page)).toBe('02');
    await page.getByTestId('scheme-reason').fill('E2E: compile again');
    await act(page, 'cancel');
    await page.getByTestId('scheme-compile-page').waitFor();
  });

  it('compiles a scheme from the demo package and submits it', async () => {
    const page = buyerPage;
    await page.getByTestId('scheme-new').click();
    await page.getByTestId('scheme-form-page').waitFor();
    await page.getByTestId('scheme-name').fill(name);
    await page.getByTestId('scheme-publish-date').fill('2030-03-01');
    await page.getByTestId('scheme-quote-end').fill('2030-03-25T10:00');
    await page.getByTestId('scheme-evaluation').selectOption('01');
    await page.getByTestId('scheme-qualification').fill('Independent legal person');
    const pkg = page.getByTestId('scheme-package').filter({ hasText: demoPackage });
    await pkg.getByTestId('scheme-package-check').check();
    await expect
      .poll(() => page.getByTestId('scheme-form-budget').getAttribute('data-yuan'))
      .not.toBe('0.00');
    await page.getByTestId('scheme-save').click();
    await page.getByTestId('scheme-detail-page').waitFor();
    detailUrl = page.url();
    await page.getByTestId('scheme-detail-package').filter({ hasText: demoPackage }).waitFor();
    await act(page, 'submit');
    await expect.poll(() => status(page)).toBe('01');
  });

  it('the business side approves it', async () => {
    const page = approverPage;
    await page.goto(detailUrl);
    await page.getByTestId('scheme-detail-page').waitFor();
    await act(page, 'approve');
    await expect.poll(() => status(page)).toBe('02');
  });

  it('the buyer executes it and the tender project shows the scheme and plan line', async () => {
    const page = buyerPage;
    await page.goto(detailUrl);
    await page.getByTestId('scheme-detail-page').waitFor();
    await expect.poll(() => status(page)).toBe('02');
    await act(page, 'execute');
    await expect.poll(() => status(page)).toBe('04');
    // The line stays in the scheme until its project concludes (the results procure it).
    await page.getByTestId('scheme-line').getByText('In a scheme').waitFor();
    await page.getByTestId('scheme-project-link').first().click();
    await page.getByTestId('project-scheme-link').waitFor();
    expect(await page.getByTestId('project-scheme-name').textContent()).toContain(name);
    expect(await page.getByTestId('project-scheme-package').textContent()).toContain(demoPackage);
    await expect.poll(() => page.getByTestId('project-scheme-line').count()).toBe(1);
  });
});
