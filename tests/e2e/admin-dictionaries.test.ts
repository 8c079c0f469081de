import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { adminScreen } from './support/admin-screen';
import { signIn } from './support/sign-in';

const POLL = { timeout: 10_000 } as const;

describe('dictionary administration: groups and types', () => {
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

  const { open, row, rowAction, confirm } = adminScreen(() => page, baseUrl);

  it('adds a business dictionary group and a type in it, refuses a bad and a taken code', async () => {
    await open('/systemManagement/dictionaryBiz', 'dictionary-01');
    await page.getByTestId('group-add').click();
    const groupForm = page.getByTestId('group-form');
    await groupForm.getByTestId('group-code').fill('bad code');
    await groupForm.getByTestId('group-name').fill('E2E business group');
    await groupForm.getByTestId('form-save').click();
    await groupForm.getByText('The code must be 1 to 50 letters, digits, _, . or -').waitFor();
    await groupForm.getByTestId('group-code').fill('E2E_BIZ');
    await groupForm.getByTestId('form-save').click();
    await groupForm.waitFor({ state: 'detached' });
    await row('group-table', 'E2E_BIZ').waitFor();

    // A new group opens its types panel.
    const panel = page.getByTestId('type-panel');
    await panel.getByText('Entries of E2E business group').waitFor();
    await panel.getByTestId('type-empty').waitFor();
    const addType = async (code: string) => {
      await panel.getByTestId('type-add').click();
      const form = page.getByTestId('type-form');
      await form.getByTestId('type-code').fill(code);
      await form.getByTestId('type-name-zh').fill('端到端类型');
      await form.getByTestId('type-name-en').fill('E2E type');
      await form.getByTestId('type-name-fr').fill('Type E2E');
      await form.getByTestId('form-save').click();
      return form;
    };
    const form = await addType('T01');
    await form.waitFor({ state: 'detached' });
    const typeRow = panel.locator('[data-testid="type-row"][data-code="T01"]');
    await expect.poll(() => typeRow.getByTestId('type-row-name').textContent(), POLL).toBe('E2E type');
    await expect
      .poll(() => row('group-table', 'E2E_BIZ').textContent(), POLL)
      .toContain('E2E business group1');

    // The server knows the code is taken: its message shows under the field.
    const again = await addType('T01');
    await again.getByText('This value already exists').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // The group has a type: deleting it says the types go too.
    await rowAction(row('group-table', 'E2E_BIZ'), 'delete');
    await confirm('has 1 entries');
    await expect.poll(() => row('group-table', 'E2E_BIZ').count(), POLL).toBe(0);
  });
});
