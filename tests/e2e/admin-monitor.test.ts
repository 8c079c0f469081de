import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

describe('monitoring screens (admin01)', () => {
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
  const rows = (tableId: string) => page.getByTestId(tableId).getByTestId('query-row');
  const row = (tableId: string, text: string) => rows(tableId).filter({ hasText: text });
  const fill = (scope: Locator, name: string, value: string) => scope.locator(`[name="${name}"]`).fill(value);
  const search = (tableId: string) => page.getByTestId(tableId).getByTestId('query-search').click();
  const confirm = async () => {
    await page.getByTestId('confirm-dialog').getByTestId('confirm-ok').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
  };
  const successToast = (text: string) => page.getByTestId('toast-success').getByText(text).first().waitFor();

  it('lists the caches with their sizes and clears one and then all after confirmation', async () => {
    await open('/redisManagement/projectRedisList', 'cache-page');
    await row('cache-table', 'permissions').waitFor();
    const names = await rows('cache-table').getByTestId('cache-name').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['langOverrides', 'localeBundles', 'permissions']));
    expect(
      Number(await row('cache-table', 'permissions').getByTestId('cache-size').textContent()),
    ).toBeGreaterThan(0);
    await page.getByTestId('cache-summary').getByText('Redis is not configured').waitFor();

    await row('cache-table', 'permissions').getByTestId('row-action-clear').click();
    await page
      .getByTestId('confirm-dialog')
      .getByText('Are you sure you want to clear permissions?')
      .waitFor();
    await confirm();
    await successToast('Cleared (1)');

    // Cancelling asks nothing of the server.
    await page.getByTestId('cache-clear-all').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('cache-clear-all').click();
    await page
      .getByTestId('confirm-dialog')
      .getByText('Are you sure you want to clear every cache?')
      .waitFor();
    await confirm();
    await successToast(`Cleared (${names.length})`);
  });

  it('shows the audit entries of the sign-in and of the cache clearing in the system log', async () => {
    await open('/systemMonitor/systemLogList', 'system-log-page');
    const table = page.getByTestId('system-log-table');
    await rows('system-log-table').first().waitFor();
    await fill(table, 'actor', 'admin01');
    await fill(table, 'entityType', 'session');
    await fill(table, 'action', 'login');
    await search('system-log-table');
    // Polled until the filtered page replaces the unfiltered one (which also holds logins).
    await expect
      .poll(async () => [...new Set(await table.getByTestId('log-entity-type').allTextContents())])
      .toEqual(['session']);
    expect(await table.getByTestId('log-action').allTextContents()).toContain('login');

    await fill(table, 'entityType', 'cache');
    await fill(table, 'action', '');
    await search('system-log-table');
    await row('system-log-table', 'memory:permissions').waitFor();
    await row('system-log-table', 'memory:*').waitFor();
    await row('system-log-table', 'memory:permissions').getByTestId('row-action-detail').click();
    await page.getByTestId('detail-dialog').getByText('"cleared": 1').waitFor();
    await page.getByTestId('detail-dialog').getByRole('button', { name: 'Close' }).click();

    // A time range after now finds nothing.
    const future = new Date(Date.now() + 86_400_000);
    const local = `${future.getFullYear()}-${String(future.getMonth() + 1).padStart(2, '0')}-${String(future.getDate()).padStart(2, '0')}T00:00`;
    await fill(table, 'startTime', local);
    await search('system-log-table');
    await page.getByTestId('system-log-table').getByTestId('query-empty').waitFor();
  });

  it('lists the access records of the requests, searchable by path', async () => {
    await open('/systemMonitor/esMonitor-list', 'access-log-page');
    await rows('access-log-table').first().waitFor();
    const table = page.getByTestId('access-log-table');
    await fill(table, 'path', '/common-monitor/cache/clear');
    // Records are written in batches about every second.
    await expect
      .poll(
        async () => {
          await search('access-log-table');
          await page.waitForTimeout(300);
          return table.getByTestId('access-path').allTextContents();
        },
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining([expect.stringContaining('/common-monitor/cache/clear')]));
    expect(await row('access-log-table', 'cache/clear').first().textContent()).toContain('200');
  });

  it('adds, refuses a second, edits and deletes a data permission', async () => {
    await open('/systemSettings/dataManageList', 'data-permission-page');
    await page.getByTestId('data-permission-add').click();
    let form = page.getByTestId('data-permission-dialog');
    await form.getByTestId('form-save').click();
    await form.getByText("Can't be empty").waitFor();
    const role = form.getByTestId('data-permission-role');
    await role.locator('option', { hasText: '(TEMP_AGENT)' }).waitFor({ state: 'attached' });
    const roleId = await role.locator('option', { hasText: '(TEMP_AGENT)' }).getAttribute('value');
    await role.selectOption(roleId ?? '');
    await form.getByTestId('data-permission-scope').selectOption('01');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await row('data-permission-table', 'TEMP_AGENT').getByText('Own organisation and below').waitFor();

    await page.getByTestId('data-permission-add').click();
    form = page.getByTestId('data-permission-dialog');
    await form.getByTestId('data-permission-role').selectOption(roleId ?? '');
    await form.getByTestId('form-save').click();
    await form.getByText('This role already has a data permission').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await fill(page.getByTestId('data-permission-table'), 'role', 'TEMP_AGENT');
    await search('data-permission-table');
    await expect.poll(() => rows('data-permission-table').count()).toBe(1);
    await row('data-permission-table', 'TEMP_AGENT').getByTestId('row-action-edit').click();
    form = page.getByTestId('data-permission-dialog');
    await form.getByTestId('data-permission-scope').selectOption('00');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await row('data-permission-table', 'TEMP_AGENT').getByText('All data').waitFor();

    await row('data-permission-table', 'TEMP_AGENT').getByTestId('row-action-delete').click();
    await confirm();
    await page.getByTestId('data-permission-table').getByTestId('query-empty').waitFor();
  });

  it('shows the API list, cache groups, platform log and experts', async () => {
    await open('/systemSettings/apiManageList', 'api-list-page');
    await fill(page.getByTestId('api-table'), 'keyword', 'cache/clear');
    await search('api-table');
    await expect
      .poll(() => page.getByTestId('api-table').getByTestId('api-url').allTextContents())
      .toEqual(['/bidprocurement/common-monitor/cache/clear']);
    await row('api-table', 'cache/clear').getByText('projectRedisList').waitFor();

    await open('/redisManagement/packageRedisList', 'cache-groups-page');
    await row('cache-groups-table', 'memory:permissions').waitFor();

    await open('/systemMonitor/platformLogList', 'platform-log-page');
    await page.getByTestId('platform-log-table').getByTestId('query-pager').waitFor();

    await open('/expertCustom/expertManageList', 'expert-page');
    await fill(page.getByTestId('expert-table'), 'keyword', 'expert01');
    await page.getByTestId('expert-table').locator('select[name="roleCode"]').selectOption('FORMAL_EXPERT');
    await search('expert-table');
    await expect
      .poll(() => page.getByTestId('expert-table').getByTestId('expert-name').allTextContents())
      .toEqual(['郑专家']);
  });

  it('changes an interface permission, sees the server enforce it, refuses a lock-out and resets it', async () => {
    const apiRow = async (fragment: string) => {
      await open('/systemSettings/apiManageList', 'api-list-page');
      await fill(page.getByTestId('api-table'), 'keyword', fragment);
      await search('api-table');
      await expect.poll(() => rows('api-table').count()).toBe(1);
      return row('api-table', fragment);
    };
    const dialog = page.getByTestId('api-permission-dialog');

    // The list screen itself: taking it away from one's own role is refused, with the reason.
    await (await apiRow('common-monitor/api/list')).getByTestId('row-action-edit').click();
    await dialog.getByTestId('api-permission-code').fill('noSuchScreen');
    await dialog.getByTestId('form-save').click();
    await dialog.getByText('No function has this code; enter a function code or session').waitFor();
    await dialog.getByTestId('api-permission-code').fill('session');
    await dialog.locator('input[type="checkbox"][value="FORMAL_BUYER"]').check();
    await dialog.getByTestId('form-save').click();
    await dialog
      .getByText('This change would lock you out of the permission screens; keep access for your own role')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Switch the cache groups call off: its screen now hears the server's refusal.
    let target = await apiRow('common-monitor/cache/groups');
    await target.getByTestId('row-action-edit').click();
    await dialog.getByTestId('api-permission-declared').getByText('packageRedisList').waitFor();
    await dialog.getByTestId('api-permission-disabled').check();
    await dialog.getByTestId('form-save').click();
    await dialog.waitFor({ state: 'detached' });
    await target.getByTestId('api-state').getByText('Switched off').waitFor();
    await page.goto(`${baseUrl}/redisManagement/packageRedisList`);
    await page
      .getByTestId('toast-error')
      .getByText('This interface has been switched off by an administrator')
      .first()
      .waitFor();

    target = await apiRow('common-monitor/cache/groups');
    await target.getByTestId('row-action-edit').click();
    await dialog.getByTestId('api-permission-reset').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => target.getByTestId('api-state').textContent()).toBe('');
    await open('/redisManagement/packageRedisList', 'cache-groups-page');
    await row('cache-groups-table', 'memory:').first().waitFor();
  });
});
