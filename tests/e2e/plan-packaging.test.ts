import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_PACKAGE_ROUTES as R } from '@/shared/contracts/plan-paths';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

/**
 * Allocation and packaging (issue 15), client and server together: buyer01 allocates the demo's
 * approved cable line (6.5 km x 86,000.00 yuan) to its department and then to itself, packages it, sees the package budget
 * (exactly 559,000.00 yuan) and undoes the package, which returns the line to allocated.
 */
describe('plan allocation and packaging', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const name = `E2E package ${Date.now().toString(36)}`;
  const material = '电力电缆';
  let browser: Browser;
  let page: Page;

  const card = (p: Page, testId: string) =>
    p.getByTestId(testId).getByTestId('line-card').filter({ hasText: material });

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/buyerLogin', 'buyer01'));
  });
  afterAll(async () => browser?.close());

  it('allocates the approved demo line to the department', async () => {
    await page.goto(`${baseUrl}${R.departAssign}`);
    await page.getByTestId('assign-page').waitFor();
    await page.getByTestId('assign-keyword').fill(material);
    await page.getByTestId('assign-keyword').press('Enter');
    await card(page, 'assign-lines').waitFor();
    await card(page, 'assign-lines').getByTestId('line-check').check();
    await page.getByTestId('assign-target').selectOption({ label: '交通集团采购中心' });
    await page.getByTestId('assign-submit').click();
    await card(page, 'assign-lines').waitFor({ state: 'detached' });
    await page.getByTestId('assign-tab-done').click();
    await card(page, 'assign-lines').getByText('Allocated', { exact: true }).waitFor();
  });

  it("gives the department's line to the buyer who executes it", async () => {
    await page.goto(`${baseUrl}${R.departmentAssign}`);
    await page.getByTestId('assign-page').waitFor();
    await card(page, 'assign-lines').waitFor();
    await card(page, 'assign-lines').getByTestId('line-check').check();
    await page.getByTestId('assign-target').selectOption({ label: '王采购' });
    await page.getByTestId('assign-submit').click();
    await card(page, 'assign-lines').waitFor({ state: 'detached' });
    await page.getByTestId('assign-tab-done').click();
    await card(page, 'assign-lines').getByText('王采购').waitFor();
  });

  it('packages the line, shows the exact budget, and undoes the package', async () => {
    await page.goto(`${baseUrl}${R.list}`);
    await page.getByTestId('package-table').waitFor();
    await page.getByTestId('package-new').click();
    await page.getByTestId('package-form-page').waitFor();
    await page.getByTestId('package-name').fill(name);
    await card(page, 'package-candidates').getByTestId('line-check').check();
    await expect
      .poll(() => page.getByTestId('package-form-total').getAttribute('data-yuan'))
      .toBe('559000.00');
    await page.getByTestId('package-save').click();
    await page.getByTestId('package-detail-page').waitFor();
    await expect.poll(() => page.getByTestId('package-budget').getAttribute('data-yuan')).toBe('559000.00');
    await card(page, 'package-lines').getByText('Packaged', { exact: true }).waitFor();
    await page.getByTestId('package-status').getByText('Live', { exact: true }).waitFor();

    await page.getByTestId('package-undo').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('package-status').getByText('Undone', { exact: true }).waitFor();
    await card(page, 'package-lines').getByText('Allocated', { exact: true }).waitFor();
  });
});
