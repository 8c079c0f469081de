import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { PASSWORD, signIn } from './support/sign-in';

// One run's names: the suffix keeps reruns against the same database apart.
const SUFFIX = Date.now().toString(36).slice(-5).toLowerCase();
const LOGIN_NAME = `sub${SUFFIX}7`;
const USER_NAME = `Sub account ${SUFFIX}`;
const SCREEN = '/supplierDeclaration/supplierUserManage';

describe('supplier sub-accounts: the administrator adds one on a phone, who then signs in', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let phone: Browser;
  let page: Page;

  beforeAll(async () => {
    phone = await launchBrowser({ locale: 'en-US', viewport: { width: 390, height: 844 }, mobile: true });
    ({ page } = await signIn({ browser: phone, baseUrl, dataDir }, '/supplierLogin', 'supplier01'));
    await page.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => phone?.close());

  it('adds a sub-account with an initial password, showing refusals under the fields', async () => {
    await page.goto(`${baseUrl}${SCREEN}`);
    const table = page.getByTestId('sub-account-table');
    await table.getByTestId('query-row').first().waitFor();
    // The organisation's own account is listed as the main account and administrator.
    expect(await table.getByTestId('sub-account-kind').allTextContents()).toContain('Main account');

    await page.getByTestId('sub-account-add').click();
    const form = page.getByTestId('sub-account-form');
    await form.locator('[name="loginName"]').fill('supplier01');
    await form.locator('[name="password"]').fill(PASSWORD);
    await form.locator('[name="confirmPassword"]').fill(PASSWORD);
    await form.locator('[name="name"]').fill(USER_NAME);
    await form.getByTestId('form-save').click();
    // The login name is taken: the server's refusal lands under the field, in English.
    await form.getByText('This login name already exists').waitFor();
    await form.locator('[name="loginName"]').fill(LOGIN_NAME);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });

    await expect
      .poll(() => table.getByTestId('query-row').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining(LOGIN_NAME)]));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  it('the sub-account signs in with the supplier login, and may not manage sub-accounts', async () => {
    const desk = await launchBrowser({ locale: 'en-US' });
    try {
      const { page: subPage, landing } = await signIn(
        { browser: desk, baseUrl, dataDir },
        '/supplierLogin',
        LOGIN_NAME,
      );
      expect(landing).toBe('/home');
      await subPage.getByTestId('home-greeting').waitFor();
      await subPage.goto(`${baseUrl}${SCREEN}`);
      await subPage.getByTestId('sub-accounts-not-admin').waitFor();
      expect(await subPage.getByTestId('sub-account-table').count()).toBe(0);
    } finally {
      await desk.close();
    }
  });

  it('the administrator stops the sub-account from the card menu', async () => {
    const row = page
      .getByTestId('sub-account-table')
      .getByTestId('query-row')
      .filter({ hasText: LOGIN_NAME });
    await row.getByTestId('query-card-actions').click();
    await page.getByTestId('row-action-stop').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.textContent()).toContain('Stopped');
  });
});

describe("the catalogue's role addresses open the role screens they name", () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');

  it('roleManageList opens the system roles, buyerRoleManage-list the buyer roles', async () => {
    const desk = await launchBrowser({ locale: 'en-US' });
    try {
      const { page } = await signIn({ browser: desk, baseUrl, dataDir }, '/login', 'admin01');
      await page.getByTestId('home-greeting').waitFor();
      for (const [from, to, menuType] of [
        ['/systemSettings/roleManageList', '/systemManagement/roleManagement', '00'],
        ['/buyerManagement/buyerRoleManage-list', '/buyerManagement/buyerRoleManage', '01'],
      ] as const) {
        await page.goto(`${baseUrl}${from}`);
        await page.locator(`[data-testid="role-page"][data-menu-type="${menuType}"]`).waitFor();
        expect(new URL(page.url()).pathname).toBe(to);
      }
    } finally {
      await desk.close();
    }
  });
});
