import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const POLL = { timeout: 10_000 } as const;

describe('configuration administration: dictionaries, menus, languages', () => {
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
  const row = (table: string, text: string) =>
    page.getByTestId(table).getByTestId('query-row').filter({ hasText: text });
  const rowAction = (target: Locator, action: string) => target.getByTestId(`row-action-${action}`).click();
  const confirm = async (expected: string) => {
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(expected).waitFor();
    await dialog.getByTestId('confirm-ok').click();
    await dialog.waitFor({ state: 'detached' });
  };
  const search = async (table: string, name: string, text: string) => {
    await page.getByTestId(table).locator(`input[name="${name}"]`).fill(text);
    await page.getByTestId(table).getByTestId('query-search').click();
  };

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

  it("overrides a French menu label and the signed-in client's sidebar and tab show it", async () => {
    const langPath = '/systemSettings/internationalLanguage';
    await open(langPath, 'lang-table');
    const table = page.getByTestId('lang-table');
    const home = table
      .getByTestId('query-row')
      .filter({ has: page.getByTestId('lang-row-key').getByText('home', { exact: true }) });
    const findHome = async () => {
      await table.getByTestId('lang-namespace').selectOption('menu');
      await search('lang-table', 'search', 'home');
      await home.waitFor();
    };
    await findHome();
    await home.getByTestId('lang-edit-fr').click();
    const form = page.getByTestId('lang-form');
    await form.getByTestId('lang-value').fill('Accueil modifié');
    await form.getByTestId('form-save').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => home.getByTestId('lang-value-fr').textContent(), POLL).toBe('Accueil modifié');
    expect(await home.getByTestId('lang-bundled-fr').textContent()).toBe('Bundled: Accueil');
    expect(await home.getByTestId('lang-value-en').textContent()).toBe('Home');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    const tab = (path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);
    const sidebarLink = (name: string) =>
      page.getByTestId('sidebar').getByRole('link', { name, exact: true });
    await expect.poll(() => tab('/home').textContent(), POLL).toBe('Accueil modifié');
    // Home sits in the workbench group of the sidebar, which opens on the home screen.
    await tab('/home').getByRole('button', { name: 'Accueil modifié' }).click();
    await sidebarLink('Accueil modifié').waitFor();

    // Removing the override brings the bundled text back on this client.
    await tab(langPath).getByRole('button').first().click();
    await page.getByTestId('lang-table').waitFor();
    if ((await home.count()) === 0) await findHome();
    await home.getByTestId('lang-restore-fr').click();
    await confirm('menu:home');
    await expect.poll(() => home.getByTestId('lang-value-fr').textContent(), POLL).toBe('Accueil');
    await expect.poll(() => tab('/home').textContent(), POLL).toBe('Accueil');
    await tab('/home').getByRole('button', { name: 'Accueil' }).click();
    await sidebarLink('Accueil').waitFor();
  });
});
