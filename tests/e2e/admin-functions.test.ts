import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { adminScreen } from './support/admin-screen';
import { signIn } from './support/sign-in';

const POLL = { timeout: 10_000 } as const;

describe('menu administration: functions and menu entries', () => {
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

  const { open, row, rowAction, confirm, search } = adminScreen(() => page, baseUrl);

  it('adds menu entries, refuses to delete one with children, deletes them after confirmation', async () => {
    await open('/systemManagement/menuManagement', 'function-table');
    await page.getByTestId('function-add').click();
    const form = page.getByTestId('function-form');
    await form.getByTestId('function-name').fill('E2E root');
    await form.getByTestId('function-label-key').fill('no key');
    await form.getByTestId('form-save').click();
    await form.getByText('The label key must look like namespace:key, for example menu:home').waitFor();
    await form.getByTestId('function-label-key').fill('menu:e2eRoot');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });

    await search('function-table', 'functionName', 'E2E');
    await row('function-table', 'E2E root').waitFor();
    await rowAction(row('function-table', 'E2E root'), 'addChild');
    const child = page.getByTestId('function-form');
    await expect.poll(() => child.getByTestId('function-level').inputValue(), POLL).toBe('1');
    await expect
      .poll(() => child.getByTestId('function-parent').locator('option:checked').textContent(), POLL)
      .toBe('E2E root');
    await child.getByTestId('function-name').fill('E2E child');
    await child.getByTestId('function-label-key').fill('menu:e2eChild');
    await child.getByTestId('function-path').fill('/e2e/child');
    await child.getByTestId('form-save').click();
    await child.waitFor({ state: 'detached' });
    await row('function-table', 'E2E child').waitFor();

    await rowAction(row('function-table', 'E2E child'), 'edit');
    const edit = page.getByTestId('function-form');
    await expect.poll(() => edit.getByTestId('function-path').inputValue(), POLL).toBe('/e2e/child');
    await edit.getByTestId('function-name').fill('E2E child renamed');
    await edit.getByTestId('form-save').click();
    await edit.waitFor({ state: 'detached' });
    await row('function-table', 'E2E child renamed').waitFor();

    // Inserted among the siblings just after the row it was asked from.
    await rowAction(row('function-table', 'E2E child renamed'), 'insertAfter');
    const insert = page.getByTestId('function-form');
    await expect.poll(() => insert.getByTestId('function-position').inputValue(), POLL).toBe('1');
    await insert.getByTestId('function-name').fill('E2E sibling');
    await insert.getByTestId('function-label-key').fill('menu:e2eSibling');
    await insert.getByTestId('form-save').click();
    await insert.waitFor({ state: 'detached' });
    const names = () => page.getByTestId('function-table').getByTestId('function-row-name').allTextContents();
    await expect.poll(names, POLL).toEqual(['E2E root', 'E2E child renamed', 'E2E sibling']);
    await rowAction(row('function-table', 'E2E sibling'), 'delete');
    await confirm('"E2E sibling"');
    await expect.poll(names, POLL).toEqual(['E2E root', 'E2E child renamed']);

    await rowAction(row('function-table', 'E2E root'), 'delete');
    await confirm('Are you sure you want to delete the menu entry "E2E root"?');
    await page
      .getByTestId('toast-error')
      .getByText('The menu has child menus and cannot be deleted')
      .waitFor();
    expect(await row('function-table', 'E2E root').count()).toBe(1);

    await rowAction(row('function-table', 'E2E child'), 'delete');
    await confirm('"E2E child renamed"');
    await expect.poll(() => row('function-table', 'E2E child').count(), POLL).toBe(0);
    await rowAction(row('function-table', 'E2E root'), 'delete');
    await confirm('"E2E root"');
    await page.getByTestId('function-table').getByTestId('query-empty').waitFor();
  });
});
