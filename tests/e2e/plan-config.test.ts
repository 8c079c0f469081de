import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PLAN_CONFIG_ROUTE, PLAN_PATHS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

/**
 * Plan configuration (issue 15; spec 000 section 6): a formal buyer's session loads its department's
 * configuration (the entry form states the approval rule), another role's never asks; the platform
 * administrator configures a department on systemSettings/planConfig-list. The department configured
 * here is the business side's (GROUP-BIZ), which no other test compiles plans in.
 */
describe('plan configuration', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  const browsers: Browser[] = [];

  const configCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(PLAN_PATHS.getPlanConfig)) calls.push(request.url());
    });
    return calls;
  };

  async function open(path: string, loginName: string) {
    const browser = await launchBrowser({ locale: 'en-US' });
    browsers.push(browser);
    return signIn({ browser, baseUrl, dataDir }, path, loginName);
  }

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  it("the buyer's session loads it and the entry form states the approval rule; the approver's never asks", async () => {
    const { page } = await open('/buyerLogin', 'buyer01');
    const calls = configCalls(page);
    await page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    const rule = page.getByTestId('plan-approval-rule');
    await rule.waitFor();
    expect(await rule.textContent()).toContain('approved by another user');
    expect(await page.getByTestId('plan-approval-threshold').textContent()).toContain('伍佰万元整');
    expect(calls.length).toBeGreaterThan(0);

    const approver = await open('/buyerLogin', 'biz01');
    const approverCalls = configCalls(approver.page);
    await approver.page.goto(`${baseUrl}${PLAN_ROUTES['00'].add}`);
    await approver.page.getByTestId('plan-form').waitFor();
    expect(await approver.page.getByTestId('plan-approval-rule').count()).toBe(0);
    expect(approverCalls).toEqual([]);
  });

  it('the administrator configures a department: kinds, approval and a threshold in 10,000 yuan', async () => {
    const { page } = await open('/login', 'admin01');
    await page.goto(`${baseUrl}${PLAN_CONFIG_ROUTE}`);
    await page.getByTestId('plan-config-table').waitFor();
    await page.getByTestId('plan-config-add').click();
    const dialog = page.getByTestId('plan-config-dialog');
    const depart = dialog.locator('select[name="departId"]');
    await expect.poll(() => depart.locator('option').count()).toBeGreaterThan(2);
    const value = await depart.locator('option').filter({ hasText: '业务' }).first().getAttribute('value');
    await depart.selectOption(value ?? '');
    await dialog.getByTestId('plan-config-kind-02').click();
    await dialog.locator('input[name="thresholdWan"]').fill('12.345678');
    expect(await dialog.getByTestId('plan-config-threshold-capitals').textContent()).toBe(
      '壹拾贰万叁仟肆佰伍拾陆元柒角捌分',
    );
    await dialog.getByTestId('form-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('query-row').filter({ hasText: '交通集团业务部' }).first();
    await row.waitFor();
    expect(await row.getByTestId('config-threshold').getAttribute('data-yuan')).toBe('123456.78');
  });
});
