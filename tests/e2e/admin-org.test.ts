import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOKEN_NAME } from '@/shared/codes/constants';
import { ORG_PATHS } from '@/shared/contracts/org';
import { type Browser, launchBrowser } from './support/browser';
import { PASSWORD, signIn } from './support/sign-in';

// One run's names: the e2e database is fresh per run, the suffix keeps reruns against it apart.
const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const ROLE_CODE = `SYNC_ONLY_${SUFFIX}`;
const ROLE_NAME = `Sync only ${SUFFIX}`;
const ORG_CODE = `E2E-${SUFFIX}`;
const ORG_NAME = `E2E organisation ${SUFFIX}`;
const LOGIN_NAME = `sync${SUFFIX.toLowerCase()}9`;
const USER_NAME = `Sync tester ${SUFFIX}`;

describe('organisation administration: role, organisation, user, and what the user may see', () => {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    ({ page } = await signIn({ browser, baseUrl, dataDir }, '/login', 'admin01'));
    await page.getByTestId('home-greeting').waitFor();
  });
  afterAll(async () => browser?.close());

  const open = async (path: string, testId: string) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId(testId).waitFor();
  };
  const searchInput = (table: Locator, name: string) => table.locator(`[name="${name}"]`);
  const search = async (table: Locator, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await searchInput(table, name).fill(value);
    await table.getByTestId('query-search').click();
  };
  const rows = (table: Locator) => table.getByTestId('query-row');
  const rowsText = (table: Locator) => rows(table).allTextContents();

  it('creates a system role and grants it only Home and Sync centre', async () => {
    await open('/systemManagement/roleManagement', 'role-table');
    const table = page.getByTestId('role-table');
    await page.getByTestId('role-add').click();
    const form = page.getByTestId('role-form');
    // The shared schema refuses the code before any call.
    await form.locator('[name="code"]').fill('bad code!');
    await form.locator('[name="name"]').fill(ROLE_NAME);
    await form.getByTestId('form-save').click();
    await form.getByText('Only Chinese characters, English letters, digits, _ and - are allowed').waitFor();
    await form.locator('[name="code"]').fill(ROLE_CODE);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });

    await search(table, { code: ROLE_CODE });
    await expect.poll(() => rowsText(table)).toHaveLength(1);
    expect((await rowsText(table))[0]).toContain(ROLE_NAME);
    await rows(table).first().getByTestId('row-action-permissions').click();
    const dialog = page.getByTestId('permissions-dialog');
    const node = (code: string) => dialog.locator(`[data-testid="permission-node"][data-code="${code}"]`);
    await node('home').click();
    await node('syncCentre').click();
    await expect.poll(() => node('workbench').getAttribute('data-state-check')).toBe('checked');
    await dialog.getByTestId('permissions-save').click();
    await dialog.waitFor({ state: 'detached' });

    // Opened again, the tree shows what was saved.
    await rows(table).first().getByTestId('row-action-permissions').click();
    await expect.poll(() => node('home').getAttribute('data-state-check')).toBe('checked');
    expect(await node('syncCentre').getAttribute('data-state-check')).toBe('checked');
    expect(await node('admin').getAttribute('data-state-check')).toBe('unchecked');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates, edits, searches and deletes organisations, showing the server refusals', async () => {
    await open('/systemManagement/systemBuyerOrgManage', 'depart-table');
    const table = page.getByTestId('depart-table');
    // The organisation chosen in the tree becomes the new one's parent.
    await page.locator('[data-testid="depart-node"][data-code="PLATFORM"]').click();
    await page.getByTestId('depart-add').click();
    const form = page.getByTestId('depart-form');
    await form.locator('[name="name"]').fill(ORG_NAME);
    await form.locator('[name="code"]').fill('PLATFORM');
    await form.locator('[name="orgType"]').selectOption('01');
    await form.getByTestId('form-save').click();
    // Only the server knows the code is taken: its message shows under the field.
    await form.getByText('This organisation code already exists').waitFor();
    await form.locator('[name="code"]').fill(ORG_CODE);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await page.locator(`[data-testid="depart-node"][data-code="${ORG_CODE}"]`).waitFor();

    await search(table, { name: SUFFIX });
    await expect.poll(() => rowsText(table)).toHaveLength(1);
    await rows(table).first().getByTestId('row-action-edit').click();
    await form.locator('[name="name"]').fill(`${ORG_NAME} edited`);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(async () => (await rowsText(table))[0]).toContain(`${ORG_NAME} edited`);

    // The change history of the organisation lists both changes.
    await rows(table).first().getByTestId('row-action-records').click();
    const records = page.getByTestId('operation-records');
    await expect.poll(() => rowsText(records)).toHaveLength(2);
    const [edited, added] = await rowsText(records);
    expect(edited).toContain('Edited');
    expect(edited).toContain(`name: ${ORG_NAME} edited`);
    expect(added).toContain('Added');
    await page.keyboard.press('Escape');
    await records.waitFor({ state: 'detached' });

    // An organisation with sub-organisations is refused, with the server's reason.
    await page.getByTestId('depart-node-all').click();
    await search(table, { code: 'GROUP', name: '' });
    const group = rows(table).filter({ has: page.getByRole('cell', { name: 'GROUP', exact: true }) });
    await group.getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Are you sure you want to delete').waitFor();
    await page.getByTestId('confirm-ok').click();
    await page
      .getByTestId('toast-error')
      .getByText('This organisation has sub-organisations; delete or move them first')
      .waitFor();

    // A leaf organisation goes after the confirmation.
    await page.getByTestId('depart-add').click();
    await form.locator('[name="name"]').fill(`Short-lived ${SUFFIX}`);
    await form.locator('[name="code"]').fill(`${ORG_CODE}-DEL`);
    await form.locator('[name="orgType"]').selectOption('03');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await search(table, { code: `${ORG_CODE}-DEL` });
    await expect.poll(() => rowsText(table)).toHaveLength(1);
    await rows(table).first().getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => rows(table).count()).toBe(0);
    await table.getByTestId('query-empty').waitFor();
  });

  it('adds a user with the new role to the new organisation', async () => {
    await open('/buyerManagement/buyerOrgManage', 'depart-user-table');
    const table = page.getByTestId('depart-user-table');
    await page.locator(`[data-testid="depart-node"][data-code="${ORG_CODE}"]`).click();
    await table.getByTestId('query-empty').waitFor();
    await page.getByTestId('user-add').click();
    const form = page.getByTestId('user-form');
    await form.getByText(`${ORG_NAME} edited`).waitFor();
    await form.locator('[name="loginName"]').fill(LOGIN_NAME);
    await form.locator('[name="password"]').fill(PASSWORD);
    await form.locator('[name="confirmPassword"]').fill(`${PASSWORD}x`);
    await form.locator('[name="name"]').fill(USER_NAME);
    await form.locator('[name="roleId"]').selectOption({ label: `${ROLE_NAME} (${ROLE_CODE})` });
    await form.getByTestId('form-save').click();
    await form.getByText('The password entered twice is inconsistent').waitFor();
    await form.locator('[name="confirmPassword"]').fill(PASSWORD);
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => rowsText(table)).toHaveLength(1);
    const row = (await rowsText(table))[0];
    expect(row).toContain(LOGIN_NAME);
    expect(row).toContain(ROLE_NAME);
  });

  it('the new user signs in and sees exactly the menus of the role, and admin calls are refused', async () => {
    const other = await launchBrowser({ locale: 'en-US' });
    try {
      const { page: userPage, landing } = await signIn(
        { browser: other, baseUrl, dataDir },
        '/login',
        LOGIN_NAME,
      );
      expect(landing).toBe('/home');
      await userPage.getByTestId('home-greeting').waitFor();
      const sidebar = userPage.getByTestId('sidebar');
      await sidebar.getByTestId('sidebar-entry').first().waitFor();
      expect(await userPage.getByTestId('top-menu-entry').allTextContents()).toEqual(['Workbench']);
      expect(await sidebar.getByTestId('sidebar-group').allTextContents()).toEqual(['Workbench']);
      expect(await sidebar.getByTestId('sidebar-entry').allTextContents()).toEqual(['Home', 'Sync centre']);
      expect(await userPage.getByText('Administration').count()).toBe(0);

      const answer = await userPage.evaluate(
        async ({ path, tokenName }) => {
          const token = document.cookie
            .split('; ')
            .find((c) => c.startsWith(`${tokenName}=`))
            ?.slice(tokenName.length + 1);
          const response = await fetch(`/bidprocurement${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', [tokenName]: decodeURIComponent(token ?? '') },
            body: JSON.stringify({ pageNo: 1, pageSize: 10 }),
          });
          const body = (await response.json()) as { header: { ret: string } };
          return { status: response.status, ret: body.header.ret };
        },
        { path: ORG_PATHS.getDepartPage, tokenName: TOKEN_NAME },
      );
      expect(answer).toEqual({ status: 403, ret: '1004' });
    } finally {
      await other.close();
    }
  });

  it('assigns and removes a role pair, keeps the last one, and resets the password', async () => {
    await open('/systemManagement/userOrgManage', 'user-info-table');
    const table = page.getByTestId('user-info-table');
    await search(table, { loginName: LOGIN_NAME });
    await expect.poll(() => table.getByTestId('user-pair').count()).toBe(1);
    await rows(table).first().getByTestId('row-action-addPair').click();
    const form = page.getByTestId('pair-form');
    const departSelect = form.locator('[name="departId"]');
    const biz = await departSelect.locator('option', { hasText: '交通集团业务部' }).getAttribute('value');
    await departSelect.selectOption(biz ?? '');
    await form.locator('[name="roleId"]').selectOption({ label: 'Business role (GXCX_YWJS)' });
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByTestId('user-pair').count()).toBe(2);

    await table
      .locator('[data-testid="user-pair"][data-role="GXCX_YWJS"]')
      .getByTestId('pair-remove')
      .click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => table.getByTestId('user-pair').count()).toBe(1);
    // The last pair stays: the server says why.
    await table.getByTestId('pair-remove').click();
    await page.getByTestId('confirm-ok').click();
    await page
      .getByTestId('toast-error')
      .getByText("This is the user's last organisation and role")
      .waitFor();
    expect(await table.getByTestId('user-pair').count()).toBe(1);

    await open('/buyerManagement/buyerOrgManage', 'depart-user-table');
    const users = page.getByTestId('depart-user-table');
    await page.locator(`[data-testid="depart-node"][data-code="${ORG_CODE}"]`).click();
    await expect.poll(() => rowsText(users)).toHaveLength(1);
    await rows(users).first().getByTestId('row-action-password').click();
    const dialog = page.getByTestId('password-dialog');
    await dialog.locator('[name="password"]').fill('short');
    await dialog.getByTestId('form-save').click();
    await dialog.getByText('The password must be 8 to 16 characters').first().waitFor();
    await dialog.locator('[name="password"]').fill(PASSWORD);
    await dialog.locator('[name="confirmPassword"]').fill(PASSWORD);
    await dialog.getByTestId('form-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast-success').getByText('The password has been reset').waitFor();
  });

  it.each([
    ['/systemManagement/expertAccountManage', 'account-table', 'expert01'],
    ['/buyerManagement/buyerRoleManage', 'role-table', 'FORMAL_BUYER'],
    ['/systemManagement/procurementRepresentative', 'representative-table', 'buyer01'],
    ['/systemManagement/procurementUnit', 'procurement-unit-table', 'GROUP-PROC'],
  ])('%s lists its records', async (path, testId, expected) => {
    await open(path, testId);
    await expect.poll(async () => (await rowsText(page.getByTestId(testId))).join('|')).toContain(expected);
  });

  it('shows who holds a buyer role', async () => {
    await open('/buyerManagement/buyerRoleManage', 'role-table');
    const table = page.getByTestId('role-table');
    await search(table, { code: 'FORMAL_BUYER' });
    await expect.poll(() => rowsText(table)).toHaveLength(1);
    await rows(table).first().getByTestId('row-action-users').click();
    const holders = page.getByTestId('role-users-dialog');
    await expect.poll(async () => (await rowsText(holders)).join('|')).toContain('buyer01');
    await page.keyboard.press('Escape');
  });

  it('acts as the user from the account list, in a new tab, after a warning', async () => {
    await open('/systemManagement/userManage', 'account-table');
    const table = page.getByTestId('account-table');
    await search(table, { loginName: LOGIN_NAME });
    await expect.poll(() => rowsText(table)).toHaveLength(1);
    expect((await rowsText(table))[0]).toContain(`${ORG_NAME} edited / ${ROLE_NAME}`);
    await rows(table).first().getByTestId('row-action-proxy').click();
    await page.getByTestId('proxy-warning').getByText('your own session here is replaced').waitFor();
    const opened = browser.context.waitForEvent('page');
    await page.getByTestId('proxy-dialog').getByTestId('confirm-ok').click();
    const tab = await opened;
    await tab.waitForURL('**/home');
    await tab.getByTestId('home-greeting').waitFor();
    await tab.getByTestId('proxy-marker').waitFor();
    expect(await tab.getByTestId('user-menu').textContent()).toContain(USER_NAME);
    // The token left the address once it became the cookie.
    expect(new URL(tab.url()).search).toBe('');
  });
});
